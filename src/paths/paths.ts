// Every in-app path of docs/product-rules.md#routes, in one place: features, the shell and tests import these instead
// of writing path strings.
export const PATHS = {
  home: '/',
  login: '/auth/login',
  auth: '/auth',
  chat: '/chat',
  quote: '/quote',
  documents: '/documents',
  policySummary: '/documents/policy-summary',
  createSlip: '/documents/create-slip',
  claims: '/claims',
  claimForm: '/claims/form',
  payments: '/payments',
  inventory: '/inventory',
  user: '/user',
  users: '/users',
  profile: '/user/profile',
  notifications: '/user/notifications',
  contact: '/contact',
  services: '/services',
  customPage: '/cp',
  icons: '/helpers/icons',
  accessibility: '/accessibility',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** A path with its query, e.g. withQuery(PATHS.claimForm, { step: 'review' }). */
export function withQuery(path: AppPath, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
