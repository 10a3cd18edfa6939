import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { LOGIN_FIRST_RENDER } from './login-form.ts';

const m = defineMessages({
  login: { id: 'route.login.title', defaultMessage: 'Log in' },
  auth: { id: 'route.auth.title', defaultMessage: 'Authentication' },
});

const login = lazyScreen(() => import('./login-screen.tsx'), [], [LOGIN_FIRST_RENDER]);

export const feature = defineFeature({
  name: 'auth',
  routes: [
    { path: PATHS.login, access: 'public', title: m.login, screen: login },
    // docs/product-rules.md#routes: authentication, gated by feature auth; it is the login screen.
    { path: PATHS.auth, feature: 'auth', access: 'public', title: m.auth, screen: login },
  ],
});
