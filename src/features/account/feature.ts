import { defineMessages } from 'react-intl';
import { defineFeature, placeholderScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';

const m = defineMessages({
  users: { id: 'route.users.title', defaultMessage: 'Users' },
  profile: { id: 'route.profile.title', defaultMessage: 'Profile' },
  notifications: { id: 'route.notifications.title', defaultMessage: 'Notifications' },
});

// The signed-in user's screens (SPEC §2): /user and /users are one and the same screen.
export const feature = defineFeature({
  name: 'account',
  key: 'user',
  routes: [
    { path: PATHS.user, feature: 'user', access: 'private', title: m.users, screen: placeholderScreen },
    { path: PATHS.users, feature: 'users', access: 'private', title: m.users, screen: placeholderScreen },
    { path: PATHS.profile, access: 'private', title: m.profile, screen: placeholderScreen },
    { path: PATHS.notifications, access: 'private', title: m.notifications, screen: placeholderScreen },
  ],
});
