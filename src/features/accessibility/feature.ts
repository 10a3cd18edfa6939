import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';

const m = defineMessages({ title: { id: 'route.accessibility.title', defaultMessage: 'Accessibility statement' } });

// The accessibility statement (docs/product-rules.md#accessibility-statement): public, on for every
// brokerage (no switch), linked from the user menu of every page.
export const feature = defineFeature({
  name: 'accessibility',
  routes: [{ path: PATHS.accessibility, access: 'public', title: m.title, screen: lazyScreen(() => import('./accessibility-screen.tsx')) }],
});
