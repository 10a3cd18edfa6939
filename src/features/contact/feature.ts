import { defineFeature, placeholderScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';
import { brokerLabel } from '../../ui/broker-label-messages.ts';

// My Agent / My Broker (SPEC §2): the screen comes with its own issue.
export const feature = defineFeature({
  name: 'contact',
  key: 'contact',
  routes: [{ path: PATHS.contact, feature: 'contact', access: 'private', title: brokerLabel, screen: placeholderScreen }],
  menu: { icon: 'Contact' },
});
