// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The shell reads the current path to close panels on navigation; the tests move it by hand.
const navigation = vi.hoisted(() => ({ pathname: '/products' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { Drawer } = await import('@/components/shell/drawer');
const { PanelTrigger } = await import('@/components/shell/panel-trigger');
const { ShellOverlay } = await import('@/components/shell/shell-overlay');
const { ShellProvider } = await import('@/components/shell/shell-provider');

function TestShell() {
  return (
    <ShellProvider autoOpenCart>
      <PanelTrigger panel="menu" controls="menu" label="Menü öffnen">
        ≡
      </PanelTrigger>
      <PanelTrigger panel="cart" controls="cart" label="Warenkorb">
        🛍
      </PanelTrigger>
      <Drawer id="menu" panel="menu" side="left" title="Menü" closeLabel="Menü schließen">
        <a href="#produkte">Produkte</a>
        <a href="#kategorien">Kategorien</a>
      </Drawer>
      <Drawer id="cart" panel="cart" side="right" title="Warenkorb" closeLabel="Warenkorb schließen">
        <a href="#entdecken">Produkte entdecken</a>
      </Drawer>
      <ShellOverlay />
    </ShellProvider>
  );
}

const body = () => document.body;
const menuTrigger = () => screen.getByRole('button', { name: 'Menü öffnen' });
const cartTrigger = () => screen.getByRole('button', { name: 'Warenkorb' });
const drawerState = (id: string) => document.getElementById(id)?.dataset.state;
const overlay = () => document.querySelector<HTMLElement>('[data-shell-overlay]');

beforeEach(() => {
  navigation.pathname = '/products';
  // jsdom has no layout; pretend a 15 px scrollbar (1024 px window, 1009 px page).
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1009 });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  body().style.paddingRight = '';
  body().style.overflow = '';
});
afterEach(cleanup);

describe('scroll lock', () => {
  it('locks scrolling while a panel is open and compensates the scrollbar width', () => {
    render(<TestShell />);
    expect(body().style.overflow).toBe('');

    fireEvent.click(menuTrigger());
    expect(drawerState('menu')).toBe('open');
    expect(body().style.overflow).toBe('hidden');
    expect(body().style.paddingRight).toBe('15px');
    expect(document.documentElement.style.getPropertyValue('--scrollbar-compensation')).toBe('15px');

    fireEvent.click(overlay()!);
    expect(drawerState('menu')).toBe('closed');
    expect(body().style.overflow).toBe('');
    expect(body().style.paddingRight).toBe('');
  });

  it('stays locked when switching from the menu to the cart, and unlocks on a path change', () => {
    const { rerender } = render(<TestShell />);
    fireEvent.click(menuTrigger());
    fireEvent.click(cartTrigger());
    expect(drawerState('menu')).toBe('closed');
    expect(drawerState('cart')).toBe('open');
    expect(body().style.overflow).toBe('hidden');

    navigation.pathname = '/categories';
    rerender(<TestShell />);
    expect(drawerState('cart')).toBe('closed');
    expect(overlay()?.dataset.state).toBe('closed');
    expect(body().style.overflow).toBe('');
  });
});

describe('drawers', () => {
  it('mark their trigger expanded, take focus, close on Escape and give focus back', () => {
    render(<TestShell />);
    const trigger = menuTrigger();
    trigger.focus();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü schließen' }));

    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(drawerState('menu')).toBe('closed');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('keep Tab inside the open drawer', () => {
    render(<TestShell />);
    fireEvent.click(menuTrigger());
    const close = screen.getByRole('button', { name: 'Menü schließen' });
    const last = screen.getByRole('link', { name: 'Kategorien' });

    last.focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(close);

    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(last);
  });

  it('are inert while closed', () => {
    render(<TestShell />);
    expect(document.getElementById('cart')?.hasAttribute('inert')).toBe(true);
    fireEvent.click(cartTrigger());
    expect(document.getElementById('cart')?.hasAttribute('inert')).toBe(false);
  });
});
