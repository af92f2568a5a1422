// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/products' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { DrawerSlot } = await import('@/components/shell/drawer-slot');
const { PanelTrigger } = await import('@/components/shell/panel-trigger');
const { ShellProvider } = await import('@/components/shell/shell-provider');

/** A page's shell as served: the menu button and the menu's slot, nothing reached for yet. */
function TestShell() {
  return (
    <ShellProvider autoOpenCart>
      <PanelTrigger panel="menu" controls="menu" label="Menü öffnen">
        ≡
      </PanelTrigger>
      <DrawerSlot id="menu" panel="menu" side="left" title="Menü" closeLabel="Menü schließen">
        <a href="#produkte">Produkte</a>
      </DrawerSlot>
    </ShellProvider>
  );
}

const menu = () => document.getElementById('menu');
const trigger = () => screen.getByRole('button', { name: 'Menü öffnen' });
/** Lets the drawer's lazily imported module arrive and React render it. */
const settle = () => act(() => vi.dynamicImportSettled());

afterEach(cleanup);

describe('a drawer slot (issue 24: the drawer is not in the page until a shopper reaches for it)', () => {
  it('holds the closed, hidden dialog with its title, and neither the drawer’s controls nor its content', async () => {
    render(<TestShell />);
    await settle();
    expect(menu()?.getAttribute('role')).toBe('dialog');
    expect(menu()?.dataset.state).toBe('closed');
    expect(menu()?.hidden).toBe(true);
    expect(document.getElementById('menu-title')?.textContent).toBe('Menü');
    expect(menu()?.querySelector('a, button')).toBeNull();
  });

  it('mounts the drawer, still closed, when the pointer goes over its button, and opens it on the click', async () => {
    render(<TestShell />);
    fireEvent.mouseEnter(trigger());
    await settle();
    expect(menu()?.dataset.state).toBe('closed');
    expect(menu()?.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('button', { name: 'Menü schließen', hidden: true })).toBeDefined();

    trigger().focus();
    fireEvent.click(trigger());
    expect(menu()?.dataset.state).toBe('open');
    expect(screen.getByRole('link', { name: 'Produkte' }).getAttribute('href')).toBe('#produkte');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü schließen' }));
  });

  it('opens on a click without any intent before it, once its code has arrived, and takes focus', async () => {
    render(<TestShell />);
    // No pointer or focus first: only the click (as from a script or an assistive technology).
    fireEvent.click(trigger());
    await settle();
    expect(menu()?.dataset.state).toBe('open');
    expect(menu()?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü schließen' }));
  });
});
