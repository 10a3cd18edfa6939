import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import HomeScreen from './home-screen.tsx';

setupFixtureBackend();

describe('HomeScreen', () => {
  it('shows the main menu, and the rating when a menu entry asks for it (/?review)', async () => {
    const layer = { brand: { name: 'Lakeshore' }, featuresAndOptions: [{ name: 'Rate us', url: '/?review', order: 1 }] };
    await renderInApp(<HomeScreen />, { path: '/', settings: layer });
    expect(screen.getByRole('link', { name: /Rate us/ })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the rating from the home menu entry', async () => {
    await renderInApp(<HomeScreen />, { path: '/?review', settings: { brand: { name: 'Lakeshore' } } });
    expect((await screen.findAllByRole('radio')).length).toBe(5);
  });
});
