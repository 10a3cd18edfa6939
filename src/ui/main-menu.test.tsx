import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../tests/render-in-app.tsx';
import { MainMenu } from './main-menu.tsx';
import type { MenuItem } from '../settings/runtime.ts';

const items: MenuItem[] = [
  { key: 'docs', name: { literal: 'My Papers' }, description: { literal: 'Proof of insurance' }, href: '/documents', external: false, leftIcon: { kind: 'icon', name: 'Documents' } },
  { key: 'road', name: { literal: 'Roadside Help' }, href: 'https://example.org/roadside', external: true, leftIcon: { kind: 'checkbox', checked: true } },
  { key: 'claim', name: { message: { id: 'menu.claim.name', defaultMessage: 'Report Claim' } }, href: '/claims/form', external: false, errorMessage: 'Claims are down' },
  { key: 'later', name: { literal: 'Later' }, href: '/services', external: false, errorMessage: 'Also down' },
];

async function renderMenu(disabled: boolean, entriesAt = { top: 2000, bottom: 2100 }) {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.textContent ?? '');
  });
  // Where the entries lie: below the fold unless a test says otherwise.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ ...entriesAt, left: 0, right: 300, width: 300, height: entriesAt.bottom - entriesAt.top, x: 0, y: entriesAt.top, toJSON: () => ({}) });
  const { location } = await renderInApp(<MainMenu items={items} disabled={disabled} revealError label="Main menu" />);
  return { location, scrolled };
}

describe('MainMenu', () => {
  it('renders name, description and error message of each entry in a labelled navigation', async () => {
    await renderMenu(false);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: /My Papers.*Proof of insurance/ })).toBeTruthy();
    expect(screen.getByText('Report Claim')).toBeTruthy();
    expect(screen.getByText('Claims are down').id).toBe('menu-error-claim');
  });

  it('opens external entries in a new tab with rel noopener and says so', async () => {
    await renderMenu(false);
    const link = screen.getByRole('link', { name: /Roadside Help/ });
    expect(link.getAttribute('href')).toBe('https://example.org/roadside');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('shows no empty icon box for entries without an icon, and an external-link mark on external entries only', async () => {
    await renderMenu(false);
    const box = (name: RegExp) => screen.getByRole('link', { name }).querySelector('.menu-icon');
    expect(box(/My Papers/)).not.toBeNull();
    expect(box(/Report Claim/)).toBeNull();
    expect(box(/Later/)).toBeNull();
    expect(screen.getByRole('link', { name: /Roadside Help/ }).querySelector('.external-mark')).not.toBeNull();
    for (const name of [/My Papers/, /Report Claim/, /Later/]) expect(screen.getByRole('link', { name }).querySelector('.external-mark')).toBeNull();
  });

  it('navigates inside the app on a tap', async () => {
    const { location } = await renderMenu(false);
    await userEvent.click(screen.getByRole('link', { name: /My Papers/ }));
    expect(location.history).toEqual(['/', '/documents']);
  });

  it('never throws on an in-app entry, whatever its path (settings urls are paths starting with one /)', async () => {
    const odd: MenuItem[] = ['/%', '/cp?path=%E0%A4%A', '/documents/../claims', '/ spaced'].map((href, i) => ({ key: `odd-${i}`, name: { literal: `Odd ${i}` }, href, external: false }));
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const { location } = await renderInApp(<MainMenu items={odd} disabled={false} label="Main menu" />);
    for (let i = 0; i < odd.length; i += 1) await userEvent.click(screen.getByRole('link', { name: `Odd ${i}` }));
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(location.history.length).toBe(odd.length + 1);
  });

  it('opens mailto: and tel: entries as plain links, never through the in-app router', async () => {
    const contact: MenuItem[] = [
      { key: 'mail', name: { literal: 'Write to us' }, href: 'mailto:help@maplecrest.example', external: false },
      { key: 'call', name: { literal: 'Call us' }, href: 'tel:+19055550110', external: false },
    ];
    const { location } = await renderInApp(<MainMenu items={contact} disabled={false} label="Main menu" />);
    const mail = screen.getByRole('link', { name: 'Write to us' });
    const call = screen.getByRole('link', { name: 'Call us' });
    expect(mail.getAttribute('href')).toBe('mailto:help@maplecrest.example');
    expect(call.getAttribute('href')).toBe('tel:+19055550110');
    // The router would push the url into history (pushState throws for mailto: in browsers).
    const pushState = vi.spyOn(window.history, 'pushState');
    const prevented: boolean[] = [];
    const note = (event: MouseEvent) => prevented.push(event.defaultPrevented);
    document.addEventListener('click', note);
    mail.click();
    call.click();
    document.removeEventListener('click', note);
    expect(pushState).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/']);
    expect(prevented).toEqual([false, false]);
  });

  it('ignores taps while app actions are disabled', async () => {
    const { location } = await renderMenu(true);
    const link = screen.getByRole('link', { name: /My Papers/ });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(location.history).toEqual(['/']);
  });

  it('scrolls the first entry with an error message into view, and only that one', async () => {
    const { scrolled } = await renderMenu(false);
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContain('Claims are down');
  });

  it('leaves the page where it is when that entry is already in view (the next Tab starts at the top)', async () => {
    const { scrolled } = await renderMenu(false, { top: 300, bottom: 380 });
    expect(scrolled).toEqual([]);
  });

  it('ties the error message to its link for screen readers', async () => {
    await renderMenu(false);
    const link = screen.getByRole('link', { name: /Report Claim/ });
    expect(link.getAttribute('aria-describedby')).toBe('menu-error-claim');
  });
});
