// The documents list's first calls, for its route's entry and its screen alike (src/state/entered-call.ts).
import { callSpec, enterCalls } from '../../../state/entered-call.ts';
import { documentsState } from '../documents-state.ts';

export const documentsCall = callSpec(documentsState, 'documents', 'documents.getEdocs', {});
export const policiesDetailsCall = callSpec(documentsState, 'policiesDetails', 'documents.getPoliciesDetails', {});

export const enterDocumentsList = () => enterCalls(documentsCall, policiesDetailsCall);
