import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import CustomPageScreen from './custom-page-screen.tsx';
import { referenceData } from '../../../fixtures/backend/db.ts';
import { SLOW_KEY } from '../../../fixtures/backend/fail-switch.ts';

setupFixtureBackend();

describe('CustomPageScreen', () => {
  it("shows the brokerage's page with its sanitised HTML", async () => {
    await renderInApp(<CustomPageScreen />, { path: '/cp?path=winter-driving' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter driving checklist' })).toBeTruthy();
    expect(screen.getByText(/Install winter tires/)).toBeTruthy();
    // Its settings name no site on that host: the link says where it goes.
    expect(screen.getByRole('link', { name: 'Read our winter guide (www.maplecrestinsurance.ca)' }).getAttribute('target')).toBe('_blank');
  });

  it('does not mark links to a host the brokerage’s settings name', async () => {
    await renderInApp(<CustomPageScreen />, { path: '/cp?path=winter-driving', settings: { terms: { link: 'https://www.maplecrestinsurance.ca/terms' } } });
    expect(await screen.findByRole('link', { name: 'Read our winter guide' })).toBeTruthy();
  });

  it('says when the page cannot be loaded, and when there is no page', async () => {
    const { cleanup } = await renderInApp(<CustomPageScreen />, { path: '/cp?path=nowhere' });
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
    cleanup();
    await renderInApp(<CustomPageScreen />, { path: '/cp' });
    expect(screen.getByText('There is no page here.')).toBeTruthy();
  });

  it('shows only the page asked for when another page was open: loading, then that page or its error', async () => {
    const { location } = await renderInApp(<CustomPageScreen />, { path: '/cp?path=winter-driving' });
    await screen.findByRole('heading', { level: 1, name: 'Winter driving checklist' });
    await screen.findByText(/Install winter tires/);
    sessionStorage.setItem(SLOW_KEY, '/customContent/about-us:200');
    try {
      act(() => location.navigate('/cp?path=about-us'));
      expect((await screen.findByRole('status')).textContent).toBe('Loading…');
      expect(screen.queryByRole('heading', { name: 'Winter driving checklist' })).toBeNull();
      expect(await screen.findByRole('heading', { level: 1, name: 'About Maplecrest' })).toBeTruthy();
    } finally {
      sessionStorage.removeItem(SLOW_KEY);
    }
    act(() => location.navigate('/cp?path=nowhere'));
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'About Maplecrest' })).toBeNull();
  });

  it('says a page over 100 KB of HTML is too large instead of showing it', async () => {
    const huge = { id: 'huge', title: 'Huge', html: `<p>${'x'.repeat(101 * 1024)}</p>`, updatedAt: '2026-10-30T12:00:00.000Z' };
    referenceData.customContent.push(huge);
    try {
      await renderInApp(<CustomPageScreen />, { path: '/cp?path=huge' });
      expect((await screen.findByRole('alert')).textContent).toBe('This page is too large to show.');
      expect(screen.queryByText(/xxxx/)).toBeNull();
    } finally {
      referenceData.customContent.splice(referenceData.customContent.indexOf(huge), 1);
    }
  });
});
