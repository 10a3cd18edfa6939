import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';
import { brokerLabel } from '../../ui/broker-label-messages.ts';
import { contactState, initialContactState } from './contact-state.ts';

// My Agent / My Broker (SPEC §2): company data, the user's representative, working hours, branches.
export const feature = defineFeature({
  name: 'contact',
  key: 'contact',
  routes: [{ path: PATHS.contact, feature: 'contact', access: 'private', title: brokerLabel, screen: lazyScreen(() => import('./contact-screen.tsx')) }],
  menu: { icon: 'Contact' },
  // Read again on each visit (hours and staff change); nothing the user typed.
  slices: [{ name: 'contact', state: contactState, initial: initialContactState(), persist: false }],
});
