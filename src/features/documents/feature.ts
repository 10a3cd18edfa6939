import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';
import { documentsState, initialDocumentsState } from './documents-state.ts';
import { documentsNavigationRules } from './documents-navigation.ts';

const m = defineMessages({
  documents: { id: 'route.documents.title', defaultMessage: 'Documents and policies' },
  policySummary: { id: 'route.policySummary.title', defaultMessage: 'Policy summary' },
  createSlip: { id: 'route.createSlip.title', defaultMessage: 'Proof of insurance' },
  menuName: { id: 'menu.documents.name', defaultMessage: 'My Documents' },
  menuDescription: { id: 'menu.documents.description', defaultMessage: 'Policies, pink slips and proof of insurance' },
});

export const feature = defineFeature({
  name: 'documents',
  key: 'documents',
  routes: [
    { path: PATHS.documents, feature: 'documents', access: 'private', title: m.documents, screen: lazyScreen(() => import('./documents-list-screen.tsx')) },
    { path: PATHS.policySummary, feature: 'documents', access: 'private', title: m.policySummary, screen: lazyScreen(() => import('./policy-summary-screen.tsx')) },
    { path: PATHS.createSlip, feature: 'documents', access: 'private', title: m.createSlip, screen: lazyScreen(() => import('./create-slip-screen.tsx')) },
  ],
  menu: { icon: 'Documents', defaultEntry: { order: 2, name: m.menuName, description: m.menuDescription } },
  slices: [{ name: 'documents', state: documentsState, initial: initialDocumentsState(), persist: true }],
  navigation: documentsNavigationRules,
});
