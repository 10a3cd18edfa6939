import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';

const m = defineMessages({ title: { id: 'route.icons.title', defaultMessage: 'Icon gallery' } });

// Icon gallery (docs/product-rules.md#routes /helpers/icons, not shown in menus): the names brokerages give as leftIcon.
export const feature = defineFeature({
  name: 'icons',
  routes: [{ path: PATHS.icons, access: 'hidden', title: m.title, screen: lazyScreen(() => import('./icons-screen.tsx')) }],
});
