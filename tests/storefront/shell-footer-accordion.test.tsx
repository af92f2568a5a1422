// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FooterAccordion, toggleSection, type FooterSection } from '@/components/shell/footer-accordion';

const sections: FooterSection[] = [
  { id: 'service', title: 'Kundenservice', content: <p>Mo.–Fr. 7:30–18:30 Uhr</p> },
  { id: 'company', title: 'Unternehmen', content: <p>Philosophie</p> },
  { id: 'help', title: 'Hilfe', content: <p>FAQ</p> },
];

const button = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => button(name).getAttribute('aria-expanded') === 'true';
const panelOf = (name: string) => document.getElementById(button(name).getAttribute('aria-controls') ?? '');

afterEach(cleanup);

describe('FooterAccordion', () => {
  it('starts closed, with buttons that control their panels', () => {
    render(<FooterAccordion sections={sections} />);
    for (const { title } of sections) {
      expect(expanded(title)).toBe(false);
      expect(panelOf(title)?.className).toMatch(/(^|\s)hidden(\s|$)/);
    }
  });

  it('keeps only one section open by default', () => {
    render(<FooterAccordion sections={sections} />);
    fireEvent.click(button('Kundenservice'));
    expect(expanded('Kundenservice')).toBe(true);
    expect(panelOf('Kundenservice')?.className).toMatch(/(^|\s)block(\s|$)/);

    fireEvent.click(button('Hilfe'));
    expect(expanded('Hilfe')).toBe(true);
    expect(expanded('Kundenservice')).toBe(false);
    expect(expanded('Unternehmen')).toBe(false);
  });

  it('closes an open section when its button is pressed again', () => {
    render(<FooterAccordion sections={sections} />);
    fireEvent.click(button('Unternehmen'));
    fireEvent.click(button('Unternehmen'));
    expect(expanded('Unternehmen')).toBe(false);
  });

  it('keeps several sections open with allowMultiple', () => {
    render(<FooterAccordion sections={sections} allowMultiple />);
    fireEvent.click(button('Kundenservice'));
    fireEvent.click(button('Hilfe'));
    expect(expanded('Kundenservice')).toBe(true);
    expect(expanded('Hilfe')).toBe(true);
    fireEvent.click(button('Kundenservice'));
    expect(expanded('Kundenservice')).toBe(false);
    expect(expanded('Hilfe')).toBe(true);
  });
});

describe('toggleSection', () => {
  it('replaces the open section unless several are allowed', () => {
    expect(toggleSection(['a'], 'b', false)).toEqual(['b']);
    expect(toggleSection(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleSection(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(toggleSection([], 'a', false)).toEqual(['a']);
  });
});
