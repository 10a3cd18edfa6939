import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { whenRestored } from '../../state/persistence.ts';
import { brokerLabel } from '../../ui/broker-label-messages.ts';
import { contactState, initialContactState } from './contact-state.ts';

// My Agent / My Broker (docs/product-rules.md#contact): company data, the user's representative, working hours, branches.
export const feature = defineFeature({
  name: 'contact',
  key: 'contact',
  routes: [
    {
      path: PATHS.contact, feature: 'contact', access: 'private', title: brokerLabel, screen: lazyScreen(() => import('./contact-screen.tsx'), ['contact']),
      // The details leave as the route is entered, once the stored copy is read (src/state/entered-call.ts).
      enter: () => Promise.all([import('./contact-calls.ts'), whenRestored('contact')]).then(([calls]) => calls.enterContact()),
    },
  ],
  menu: { icon: 'Contact' },
  slices: [
    {
      name: 'contact',
      state: contactState,
      initial: initialContactState(),
      // The last details answer, so the broker's phone and hours show with no network; read again
      // on each visit. The staff list is not kept: the answer's csr stands in for the lookup.
      persist: ['details'],
      // schemas/state/contact.schema.json, loaded with the contact screen.
      schema: { load: () => import('../../generated/state/contact.validator.js').then((m) => m.StoredContactState) },
      // The account's broker and representative: another user on this browser never sees them.
      perUser: true,
      hasContent: () => false,
    },
  ],
});
