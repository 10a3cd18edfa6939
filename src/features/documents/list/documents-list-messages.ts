// Texts of the documents list (/documents): sections, filter, cards, badges, the add form.
import { defineMessages } from 'react-intl';

export const documentsListMessages = defineMessages({
  // The route's title (feature.ts), the screen's heading.
  title: { id: 'route.documents.title', defaultMessage: 'Documents and policies' },
  intro: { id: 'documents.list.intro', defaultMessage: 'Your policies and the documents of your account, newest first.' },
  policies: { id: 'documents.list.policies', defaultMessage: 'Policies' },
  documents: { id: 'documents.list.documents', defaultMessage: 'Documents' },
  policiesError: { id: 'documents.list.policiesError', defaultMessage: 'Your policies could not be loaded.' },
  documentsError: { id: 'documents.list.documentsError', defaultMessage: 'Your documents could not be loaded.' },
  // A failure over a list loaded before (kept on this device, or shown a moment ago).
  policiesNotUpdated: { id: 'documents.list.policiesNotUpdated', defaultMessage: 'Your policies could not be updated.' },
  documentsNotUpdated: { id: 'documents.list.documentsNotUpdated', defaultMessage: 'Your documents could not be updated.' },
  keptList: { id: 'documents.list.keptList', defaultMessage: 'The list below is the one loaded earlier.' },
  loadingPolicies: { id: 'documents.list.loadingPolicies', defaultMessage: 'Loading your policies…' },
  loadingDocuments: { id: 'documents.list.loadingDocuments', defaultMessage: 'Loading your documents…' },
  noPolicies: { id: 'documents.list.noPolicies', defaultMessage: 'There are no policies on your account yet.' },
  noDocuments: { id: 'documents.list.noDocuments', defaultMessage: 'You have no documents yet. Add one with the form below: a PDF, or a photo of a paper document.' },
  noMatchingPolicies: { id: 'documents.list.noMatchingPolicies', defaultMessage: 'No policy matches.' },
  noMatchingDocuments: { id: 'documents.list.noMatchingDocuments', defaultMessage: 'No document matches.' },
  filters: { id: 'documents.list.filters', defaultMessage: 'Filter the list' },
  tagLabel: { id: 'documents.list.tagLabel', defaultMessage: 'Tag' },
  policyTagsGroup: { id: 'documents.list.policyTagsGroup', defaultMessage: 'Policies' },
  documentTagsGroup: { id: 'documents.list.documentTagsGroup', defaultMessage: 'Documents' },
  searchLabel: { id: 'documents.list.searchLabel', defaultMessage: 'Search' },
  searchHint: { id: 'documents.list.searchHint', defaultMessage: 'Title, policy number, insurer or file name' },
  clearFilters: { id: 'documents.list.clearFilters', defaultMessage: 'Show everything' },
  policyNumber: { id: 'documents.list.policyNumber', defaultMessage: 'Policy number' },
  insurer: { id: 'documents.list.insurer', defaultMessage: 'Insurer' },
  term: { id: 'documents.list.term', defaultMessage: 'Term' },
  status: { id: 'documents.list.status', defaultMessage: 'Status' },
  issued: { id: 'documents.list.issued', defaultMessage: 'Issued' },
  size: { id: 'documents.list.size', defaultMessage: 'Size' },
  kind: { id: 'documents.list.kind', defaultMessage: 'Kind' },
  newMarker: { id: 'documents.list.new', defaultMessage: 'New' },
  open: { id: 'documents.list.open', defaultMessage: 'Open' },
  openError: { id: 'documents.list.openError', defaultMessage: 'The document could not be opened.' },
  policySummary: { id: 'documents.list.policySummary', defaultMessage: 'Policy summary' },
  addTitle: { id: 'documents.list.addTitle', defaultMessage: 'Add a document' },
  addIntro: { id: 'documents.list.addIntro', defaultMessage: 'Choose a file: it is sent at once and appears in your documents.' },
});

export const documentsListValueMessages = defineMessages<{
  allTags: { count: number };
  tagOption: { tag: string; count: number };
  results: { policies: number; documents: number };
  policiesShown: { policies: number };
  documentsShown: { documents: number };
  sectionCount: { count: number };
  termDates: { from: string; to: string };
  openPolicy: { lineOfBusiness: string; policyNumber: string };
  openDocument: { title: string; type: string; size: string };
  added: { name: string };
  labelled: { label: string };
}>({
  allTags: { id: 'documents.list.allTags', defaultMessage: 'All ({count})' },
  tagOption: { id: 'documents.list.tagOption', defaultMessage: '{tag} ({count})' },
  results: {
    id: 'documents.list.results',
    defaultMessage: 'Showing {policies, plural, =0 {no policies} one {# policy} other {# policies}} and {documents, plural, =0 {no documents} one {# document} other {# documents}}.',
  },
  // When one of the two lists could not be loaded: the summary speaks only of the one shown.
  policiesShown: { id: 'documents.list.policiesShown', defaultMessage: 'Showing {policies, plural, =0 {no policies} one {# policy} other {# policies}}.' },
  documentsShown: { id: 'documents.list.documentsShown', defaultMessage: 'Showing {documents, plural, =0 {no documents} one {# document} other {# documents}}.' },
  sectionCount: { id: 'documents.list.sectionCount', defaultMessage: '({count})' },
  termDates: { id: 'documents.list.termDates', defaultMessage: '{from} to {to}' },
  openPolicy: { id: 'documents.list.openPolicy', defaultMessage: 'Policy summary: {lineOfBusiness} {policyNumber}' },
  openDocument: { id: 'documents.list.openDocument', defaultMessage: 'Open {title} ({type}, {size}, opens in a new tab)' },
  labelled: { id: 'documents.list.labelled', defaultMessage: '{label}:' },
  added: { id: 'documents.list.added', defaultMessage: '“{name}” was added to your documents.' },
});

/** Badge texts of the policy tags (docs/product-rules.md#documents). */
export const policyTagMessages = defineMessages({
  valid: { id: 'documents.tag.policy.valid', defaultMessage: 'Valid' },
  cancelled: { id: 'documents.tag.policy.cancelled', defaultMessage: 'Cancelled' },
  pending: { id: 'documents.tag.policy.pending', defaultMessage: 'Pending' },
  expired: { id: 'documents.tag.policy.expired', defaultMessage: 'Expired' },
});

/** Badge texts of the document tags (docs/product-rules.md#documents), keyed by the tags' slugs. */
export const documentTagMessages = defineMessages({
  cancellation: { id: 'documents.tag.document.cancellation', defaultMessage: 'Cancellation' },
  renewal: { id: 'documents.tag.document.renewal', defaultMessage: 'Renewal' },
  rewrite: { id: 'documents.tag.document.rewrite', defaultMessage: 'Rewrite' },
  'new-business': { id: 'documents.tag.document.newBusiness', defaultMessage: 'New business' },
  'policy-change': { id: 'documents.tag.document.policyChange', defaultMessage: 'Policy change' },
  'billing-notice': { id: 'documents.tag.document.billingNotice', defaultMessage: 'Billing notice' },
  invoice: { id: 'documents.tag.document.invoice', defaultMessage: 'Invoice' },
  statement: { id: 'documents.tag.document.statement', defaultMessage: 'Statement' },
});

/** A tag the app does not know (a newer server): shown as it came. */
export const otherTagMessages = defineMessages<{ other: { tag: string } }>({
  other: { id: 'documents.tag.other', defaultMessage: '{tag}' },
});

/** What a document is (Edoc kind). */
export const documentKindMessages = defineMessages({
  document: { id: 'documents.kind.document', defaultMessage: 'Document' },
  policy: { id: 'documents.kind.policy', defaultMessage: 'Policy' },
  pinkSlip: { id: 'documents.kind.pinkSlip', defaultMessage: 'Pink slip' },
  eSlip: { id: 'documents.kind.eSlip', defaultMessage: 'eSlip' },
  eIdCard: { id: 'documents.kind.eIdCard', defaultMessage: 'eID card' },
});

/** A policy's line of business. */
export const lineOfBusinessMessages = defineMessages({
  auto: { id: 'documents.lineOfBusiness.auto', defaultMessage: 'Auto' },
  home: { id: 'documents.lineOfBusiness.home', defaultMessage: 'Home' },
  tenant: { id: 'documents.lineOfBusiness.tenant', defaultMessage: 'Tenant' },
  condo: { id: 'documents.lineOfBusiness.condo', defaultMessage: 'Condo' },
  recreational: { id: 'documents.lineOfBusiness.recreational', defaultMessage: 'Recreational vehicle' },
  commercial: { id: 'documents.lineOfBusiness.commercial', defaultMessage: 'Commercial' },
});

/** A file's type as people say it. */
export const fileTypeMessages = defineMessages({
  'application/pdf': { id: 'documents.fileType.pdf', defaultMessage: 'PDF' },
  'image/jpeg': { id: 'documents.fileType.jpeg', defaultMessage: 'JPEG image' },
  'image/png': { id: 'documents.fileType.png', defaultMessage: 'PNG image' },
});

export const otherFileTypeMessages = defineMessages<{ other: { subtype: string } }>({
  other: { id: 'documents.fileType.other', defaultMessage: '{subtype} file' },
});
