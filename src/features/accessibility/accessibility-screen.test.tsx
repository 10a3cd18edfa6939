// The statement on screen says what the sweep's record says, in English and French, and names the
// brokerage's accessibility contact, or tells the visitor to contact the brokerage.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import AccessibilityScreen, { statement } from './accessibility-screen.tsx';

setupFixtureBackend();

describe('AccessibilityScreen', () => {
  it('names the standard, the screens of the record and the brokerage’s contact', async () => {
    await renderInApp(<AccessibilityScreen />, { settings: [{ accessibility: { feedbackEmail: 'a11y@example.ca', feedbackPhone: '1-888-555-0142' } }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(screen.getByText(/WCAG\) 2\.2, level AA/)).toBeTruthy();
    if (statement.routes.length > 0) {
      const table = screen.getByRole('table', { name: 'Screens checked' });
      expect(within(table).getAllByRole('row')).toHaveLength(statement.routes.length + 1);
      for (const route of statement.routes.filter((r) => r.route !== '/no/such/page')) expect(within(table).getByRole('rowheader', { name: route.route })).toBeTruthy();
    } else {
      expect(screen.getByText(/No automated check has been recorded yet/)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'E-mail: a11y@example.ca' }).getAttribute('href')).toBe('mailto:a11y@example.ca');
    expect(screen.getByRole('link', { name: 'Phone: 1-888-555-0142' }).getAttribute('href')).toBe('tel:18885550142');
  });

  it('links the contact only through the one link rule: a page of another scheme is not linked', async () => {
    // The settings' schema refuses such a url; the screen does not rely on it.
    await renderInApp(<AccessibilityScreen />, { settings: [{ accessibility: { feedbackEmail: 'a11y@example.ca' } }] });
    const { runtimeState, setRuntime } = await import('../../state/runtime-state.ts');
    const runtime = runtimeState.runtime;
    if (!runtime) throw new Error('no runtime');
    act(() => setRuntime({ ...runtime, accessibilityContact: { email: 'not an address', url: 'javascript:alert(1)' } }));
    await expect.poll(() => screen.queryByRole('link', { name: /^E-mail/ })).toBeNull();
    expect(screen.queryAllByRole('link').some((link) => (link.getAttribute('href') ?? '').startsWith('javascript:'))).toBe(false);
  });

  it('tells the visitor to contact the brokerage when its settings name no contact, in French', async () => {
    await renderInApp(<AccessibilityScreen />, { language: 'fr', brokerId: 'lakeshore' });
    expect(screen.getByRole('heading', { level: 1, name: 'Énoncé d’accessibilité' })).toBeTruthy();
    expect(screen.getByText(/^Communiquez avec .+ par le moyen que vous utilisez/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Courriel/ })).toBeNull();
  });
});
