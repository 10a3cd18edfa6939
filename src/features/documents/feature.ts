import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { whenRestored } from '../../state/persistence.ts';
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
    // Each screen shows the documents slice: it renders once the slice is restored (its schema is lazy).
    {
      path: PATHS.documents,
      feature: 'documents', access: 'private', title: m.documents, screen: lazyScreen(() => import('./list/documents-list-screen.tsx'), ['documents']),
      // The documents and policies leave as the route is entered, once the stored copy is read (src/state/entered-call.ts).
      enter: () => Promise.all([import('./list/documents-list-calls.ts'), whenRestored('documents')]).then(([calls]) => calls.enterDocumentsList()),
    },
    { path: PATHS.policySummary, feature: 'documents', access: 'private', title: m.policySummary, screen: lazyScreen(() => import('./policy/policy-summary-screen.tsx'), ['documents']) },
    { path: PATHS.createSlip, feature: 'documents', access: 'private', title: m.createSlip, screen: lazyScreen(() => import('./slips/create-slip-screen.tsx'), ['documents']) },
  ],
  menu: { icon: 'Documents', defaultEntry: { order: 2, name: m.menuName, description: m.menuDescription } },
  slices: [
    {
      name: 'documents',
      state: documentsState,
      initial: initialDocumentsState(),
      persist: true,
      // schemas/state/documents.schema.json, loaded with the first documents screen (not in the first page).
      schema: { load: () => import('../../generated/state/documents.validator.js').then((m) => m.StoredDocumentsState) },
      // The lists, the selection and the saved slips hold the user's policies: another user signing
      // in on this browser never sees them; an automatic logout keeps them for that user (a saved
      // slip still opens offline); an explicit logout deletes them without asking about them: they
      // are copies of what the server keeps (a slip can be saved again). It does ask about the
      // documents still waiting to be sent, which it deletes too.
      perUser: true,
      hasContent: () => false,
      // Documents the user added and that wait in IndexedDB are not copies: the logout names them.
      unsent: async (_state, owner) => [{ kind: 'documents', count: await import('./upload/document-upload-queue.ts').then((m) => m.waitingDocumentCount(owner)) }],
      onDiscard: (owner) => import('./upload/document-upload-queue.ts').then((m) => m.discardDocumentUploads(owner)),
    },
  ],
  navigation: documentsNavigationRules,
});
