// What a visitor leaves on a shared device: after a reload the payments screen first asks whether
// to continue or start over, without showing a single value of the draft before the choice.
import { beforeEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import { registerSlices } from '../../app/register-slices.ts';
import { whenRestored } from '../../state/persistence.ts';
import { initialPaymentDraft, paymentDraft } from './payment-state.ts';
import { feature } from './feature.ts';

setupFixtureBackend();

const PaymentsRoute = feature.routes[0]!.screen;

function leaveVisitorDraft(): void {
  const draft = initialPaymentDraft();
  draft.steps.payer = { value: { payerName: 'Ana Hidden', payerEmail: 'ana.hidden@example.ca' }, completed: true };
  sessionStorage.setItem('iss:slice:payment:visitor', JSON.stringify({ at: Date.now(), state: draft }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("a visitor's payment draft left on the device", { timeout: 30_000 }, () => {
  it('is offered behind a choice that shows none of its values; continuing shows it', async () => {
    leaveVisitorDraft();
    registerSlices();
    // The screen's lazy chunk is loaded once per file: its slice is restored here for the next tests.
    await whenRestored('payment');
    await renderInApp(<Suspense fallback="loading"><PaymentsRoute /></Suspense>, { path: '/payments' });
    expect(await screen.findByRole('heading', { name: 'Answers were left on this device' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Ana Hidden');
    expect(document.body.innerHTML).not.toContain('ana.hidden@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Continue where you left off' }));
    expect(paymentDraft.steps.payer.value).toEqual({ payerName: 'Ana Hidden', payerEmail: 'ana.hidden@example.ca' });
    expect(screen.queryByRole('heading', { name: 'Answers were left on this device' })).toBeNull();
  });

  it('is deleted unseen on "Start over"', async () => {
    leaveVisitorDraft();
    registerSlices();
    // The screen's lazy chunk is loaded once per file: its slice is restored here for the next tests.
    await whenRestored('payment');
    await renderInApp(<Suspense fallback="loading"><PaymentsRoute /></Suspense>, { path: '/payments' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }, { timeout: 10_000 }));
    expect(paymentDraft.steps.payer.value).toBeUndefined();
    expect(sessionStorage.getItem('iss:slice:payment:visitor')).toBeNull();
  });
});
