import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { initialServicesState, servicesState } from './services-state.ts';

const m = defineMessages({
  title: { id: 'route.services.title', defaultMessage: 'Road services' },
  menuName: { id: 'menu.services.name', defaultMessage: 'Road Services' },
  menuDescription: { id: 'menu.services.description', defaultMessage: 'Gas stations, locksmiths, tow trucks and police' },
});

// Road services have no feature switch (docs/product-rules.md#services): always routed, always in the default menu.
export const feature = defineFeature({
  name: 'services',
  routes: [{ path: PATHS.services, access: 'public', title: m.title, screen: lazyScreen(() => import('./services-screen.tsx')) }],
  menu: { icon: 'Services', defaultEntry: { order: 6, name: m.menuName, description: m.menuDescription } },
  // Memory only: the device's position is never stored.
  slices: [{ name: 'services', state: servicesState, initial: initialServicesState(), persist: false }],
});
