import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../../tests/render-in-app.tsx';
import { ICON_NAMES } from '../../ui/icon.tsx';
import IconsScreen, { matchesSearch } from './icons-screen.tsx';

function names(section: string): string[] {
  const region = screen.getByRole('region', { name: section });
  return within(region).queryAllByRole('listitem').map((item) => item.querySelector('code')?.textContent ?? '');
}

describe('IconsScreen', () => {
  it('lists every built-in icon with its name, the special names and the brand icons', async () => {
    await renderInApp(<IconsScreen />, { path: '/helpers/icons', settings: { brand: { icons: [{ name: 'favicon', src: 'https://cdn.example/fav.png', sizes: '32x32' }] } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Icon gallery' })).toBeTruthy();
    expect(names('Built-in icons')).toEqual([...ICON_NAMES]);
    expect(names('Built-in icons')).toEqual(expect.arrayContaining(['Quote', 'Documents', 'Claim', 'Payments', 'Inventory', 'Services', 'Vehicle', 'Chat', 'Contact', 'Custom']));
    expect(names('Special names')).toEqual(['auto', 'Checked', 'CheckedNo']);
    expect(names('Brand icons')).toEqual(['favicon']);
    expect(screen.getByRole('img', { name: 'Brand icon favicon' }).getAttribute('src')).toBe('https://cdn.example/fav.png');
    expect(screen.getByRole('status').textContent).toBe(`${ICON_NAMES.length + 4} icons`);
  });

  it('searches by name, ignoring case', async () => {
    const user = userEvent.setup();
    await renderInApp(<IconsScreen />, { path: '/helpers/icons' });
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'CHECK');
    expect(names('Built-in icons')).toEqual(['CheckboxOn', 'CheckboxOff']);
    expect(names('Special names')).toEqual(['Checked', 'CheckedNo']);
    expect(screen.queryByRole('region', { name: 'Brand icons' })).toBeNull();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing-like-this');
    expect(screen.getByRole('status').textContent).toBe('No icon matches this search.');
    expect(screen.queryByRole('region', { name: 'Built-in icons' })).toBeNull();
  });

  it('copies a name', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderInApp(<IconsScreen />, { path: '/helpers/icons' });
    await user.click(screen.getByRole('button', { name: 'Copy name Vehicle' }));
    expect(writeText).toHaveBeenCalledWith('Vehicle');
    expect(await screen.findByText('“Vehicle” copied.')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy name auto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The name could not be copied: select it and copy it yourself.');
  });

  it('says when the brokerage has no brand icons, in French too', async () => {
    await renderInApp(<IconsScreen />, { path: '/helpers/icons', language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Galerie d’icônes' })).toBeTruthy();
    expect(screen.getByText(/^Ce cabinet ne définit aucune icône de marque/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier le nom Quote' })).toBeTruthy();
  });

  it('matches anywhere in the name, spaces ignored', () => {
    expect(matchesSearch('ChevronRight', 'right')).toBe(true);
    expect(matchesSearch('ChevronRight', ' chevron right ')).toBe(true);
    expect(matchesSearch('Quote', 'x')).toBe(false);
    expect(matchesSearch('Quote', '')).toBe(true);
  });
});
