// The home claim's choice of belongings in French: rooms as groups of native checkboxes, the whole
// room, damaged or stolen per item, and the declared value in fr-CA money (2 decimals), announced
// politely; the choice is the draft's answer.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSliceOwner } from '../../state/persistence.ts';
import { DEFAULT_TEST_EMAIL, renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import ClaimWizardScreen from './claim-wizard-screen.tsx';
import { warmForms } from '../../../tests/warm-forms.ts';
import { homeClaimDraft } from './home-claim-draft.ts';
import { linesOf } from './home-claim-steps.ts';

setupFixtureBackend();
beforeAll(() => warmForms('claim-home-cause', 'claim-date-time', 'claim-contents'));

describe('contents choice', () => {
  it('chooses a whole room and says each item stolen, with the total in French', async () => {
    // The inventory offered is the signed-in user's own (the app sets the owner at login).
    setSliceOwner(DEFAULT_TEST_EMAIL);
    onTestFinished(() => setSliceOwner(null));
    await renderInApp(<ClaimWizardScreen />, { path: '/claims/form?kind=home&step=contents', signedIn: true, language: 'fr', settings: { features: { reportClaim: true, inventory: true } } });
    const living = await screen.findByRole('group', { name: 'Living room' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Ce qui a été endommagé ou volé');
    const total = document.querySelector('.contents-total') as HTMLElement;
    expect(total.getAttribute('aria-live')).toBe('polite');
    expect(total.textContent).toBe('Aucun article choisi · Valeur déclarée\u00a0: 0,00\u00a0$');

    await userEvent.click(within(living).getByRole('checkbox', { name: 'Toute la pièce' }));
    // TV 1 699,99 + sofa 3 249,00 + 2 lamps × 189,50: French groups thousands with a no-break space
    // (narrow or not, as the runtime's ICU has it).
    await waitFor(() => expect(total.textContent).toEqual(expect.stringMatching(/^3 articles choisis · Valeur déclarée\u00a0: 5[\u00a0\u202f]327,99\u00a0\$$/)));
    // Next before saying damaged or stolen: the step stays, and each item says what it needs.
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(screen.getAllByText('Indiquez si l’article a été endommagé ou volé.')).toHaveLength(3));
    expect(document.querySelector('.flow-step > h2')?.textContent).toContain('Ce qui a été endommagé ou volé');
    for (const group of screen.getAllByRole('group', { name: /: endommagé ou volé\u202f\?$/ })) await userEvent.click(within(group).getByRole('radio', { name: 'Volé' }));
    await waitFor(() => expect(linesOf(homeClaimDraft.steps.contents.value).map((line) => [line.itemId, line.loss])).toEqual([
      ['itm-tv', 'stolen'],
      ['itm-sofa', 'stolen'],
      ['itm-lamp', 'stolen'],
    ]));

    // Unticking one item leaves the room mixed, and the total follows.
    await userEvent.click(within(living).getByRole('checkbox', { name: /Sectional sofa/ }));
    expect((within(living).getByRole('checkbox', { name: 'Toute la pièce' }) as HTMLInputElement).indeterminate).toBe(true);
    await waitFor(() => expect(total.textContent).toEqual(expect.stringMatching(/^2 articles choisis · Valeur déclarée\u00a0: 2[\u00a0\u202f]078,99\u00a0\$$/)));
  }, 60_000);
});
