import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { claimDraft, emptyDraft } from './claim-draft.ts';
import { emptyHomeDraft, homeClaimDraft } from './home-claim-draft.ts';
import { claimNumbersState, initialClaimNumbersState } from './claim-numbers-state.ts';
import { claimRouteMessages } from './claim-route-messages.ts';
import { isEmptyAnswer } from '../../flow/flow-answers.ts';
import type { FlowDraft } from '../../flow/flow-types.ts';

const m = claimRouteMessages;

export const feature = defineFeature({
  name: 'claims',
  key: 'reportClaim',
  routes: [
    {
      path: PATHS.claims, feature: 'reportClaim', access: 'private', title: m.claims, screen: lazyScreen(() => import('./claim-numbers-screen.tsx')),
      // The numbers leave as the route is entered, when the brokerage shows them (claim-numbers-calls.ts).
      enter: (_query, runtime) => import('./claim-numbers-calls.ts').then((calls) => calls.enterClaimNumbers(runtime)),
    },
    { path: PATHS.claimForm, feature: 'reportClaim', access: 'private', title: m.claimForm, screen: lazyScreen(() => import('./claim-wizard-screen.tsx'), ['claim', 'homeClaim']) },
  ],
  menu: {
    icon: 'Claim',
    // docs/product-rules.md#main-menu: the menu sends to the wizard unless claim numbers are shown.
    path: (settings) => (settings.claimOptions?.showClaimNumbers ? PATHS.claims : PATHS.claimForm),
    defaultEntry: { order: 3, name: m.menuName, description: m.menuDescription },
  },
  slices: [
    {
      name: 'claim',
      state: claimDraft,
      initial: { steps: emptyDraft() },
      persist: true,
      // schemas/state/claim.schema.json, loaded with the wizard (the one screen showing the draft; not
      // in the first page); the draft and its files belong to the signed-in user.
      schema: { load: () => import('../../generated/state/claim.validator.js').then((m) => m.StoredClaimState) },
      perUser: true,
      hasContent: (state) => Object.values((state as FlowDraft).steps).some((step) => !isEmptyAnswer(step.value)),
      unsent: (state) => (Object.values((state as FlowDraft).steps).some((step) => !isEmptyAnswer(step.value)) ? [{ kind: 'claim', count: 1 }] : []),
      onDiscard: (owner) => import('./claim-upload-queue.ts').then((m) => m.discardClaimUploads(owner)),
    },
    {
      // The home claim's draft: kept like the auto claim's (per user, checked against
      // schemas/state/home-claim.schema.json when read, its pictures in the same upload queue).
      name: 'homeClaim',
      state: homeClaimDraft,
      initial: { steps: emptyHomeDraft() },
      persist: true,
      schema: { load: () => import('../../generated/state/home-claim.validator.js').then((m) => m.StoredHomeClaimState) },
      perUser: true,
      hasContent: (state) => Object.values((state as FlowDraft).steps).some((step) => !isEmptyAnswer(step.value)),
      unsent: (state) => (Object.values((state as FlowDraft).steps).some((step) => !isEmptyAnswer(step.value)) ? [{ kind: 'claim', count: 1 }] : []),
      onDiscard: (owner) => import('./claim-upload-queue.ts').then((m) => m.discardClaimUploads(owner)),
    },
    { name: 'claimNumbers', state: claimNumbersState, initial: initialClaimNumbersState(), persist: false },
  ],
});
