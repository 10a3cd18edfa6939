// The declarative route table of SPEC §2. Each screen is its own lazy chunk; the gate
// (route-gate.tsx) applies feature and access rules, so screens never check them. Screens other
// than home and the placeholder load the `screens` catalogue part with their code
// (withScreenMessages): their texts are not part of the first page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { withScreenMessages } from '../i18n/load-catalogue.ts';
import { appState } from '../state/app-state.ts';
import { routeMessages as m } from './route-messages.ts';

export type Access = 'public' | 'private' | 'hidden';

export interface RouteDef {
  path: string;
  /** Feature that must be on; the route shows the not-found screen otherwise. */
  feature?: string;
  access: Access;
  title: MessageDescriptor;
  screen: LazyExoticComponent<ComponentType>;
}

const home = lazy(() => import('../screens/home/home-screen.tsx'));
const placeholder = lazy(() => import('../shell/placeholder-screen.tsx'));
const currentLanguage = () => appState.language;
const login = lazy(withScreenMessages(() => import('../screens/auth/login-screen.tsx'), currentLanguage));
const claimWizard = lazy(withScreenMessages(() => import('../screens/claims/claim-wizard-screen.tsx'), currentLanguage));
const claimNumbers = lazy(withScreenMessages(() => import('../screens/claims/claim-numbers-screen.tsx'), currentLanguage));

export const routeTable: RouteDef[] = [
  { path: '/', access: 'public', title: m.home, screen: home },
  { path: '/auth/login', access: 'public', title: m.login, screen: login },
  { path: '/auth', feature: 'auth', access: 'public', title: m.auth, screen: placeholder },
  { path: '/chat', feature: 'chat', access: 'public', title: m.chat, screen: placeholder },
  { path: '/quote', feature: 'requestQuote', access: 'public', title: m.quote, screen: placeholder },
  { path: '/documents', feature: 'documents', access: 'private', title: m.documents, screen: placeholder },
  { path: '/documents/policy-summary', feature: 'documents', access: 'private', title: m.policySummary, screen: placeholder },
  { path: '/documents/create-slip', feature: 'documents', access: 'private', title: m.createSlip, screen: placeholder },
  { path: '/claims', feature: 'reportClaim', access: 'private', title: m.claims, screen: claimNumbers },
  { path: '/claims/form', feature: 'reportClaim', access: 'private', title: m.claimForm, screen: claimWizard },
  { path: '/payments', feature: 'payments', access: 'public', title: m.payments, screen: placeholder },
  { path: '/inventory', feature: 'inventory', access: 'private', title: m.inventory, screen: placeholder },
  { path: '/user', feature: 'user', access: 'private', title: m.users, screen: placeholder },
  { path: '/users', feature: 'users', access: 'private', title: m.users, screen: placeholder },
  { path: '/user/profile', access: 'private', title: m.profile, screen: placeholder },
  { path: '/user/notifications', access: 'private', title: m.notifications, screen: placeholder },
  { path: '/contact', feature: 'contact', access: 'private', title: m.myBroker, screen: placeholder },
  { path: '/services', access: 'public', title: m.services, screen: placeholder },
  { path: '/cp', access: 'hidden', title: m.customPage, screen: placeholder },
  { path: '/helpers/icons', access: 'hidden', title: m.icons, screen: placeholder },
];

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return routeTable.find((route) => route.path === clean);
}
