// The contact screen's first call, for its route's entry and its screen alike (src/state/entered-call.ts).
import { callSpec, enterCalls } from '../../state/entered-call.ts';
import { contactState } from './contact-state.ts';

export const contactDetailsCall = callSpec(contactState, 'details', 'contact.getDetails', {});

export const enterContact = () => enterCalls(contactDetailsCall);
