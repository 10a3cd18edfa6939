// The contact screen's first calls, for its route's entry and its screen alike (src/state/entered-call.ts).
import { callSpec, enterCalls } from '../../state/entered-call.ts';
import { sessionState } from '../../state/session-state.ts';
import { contactState } from './contact-state.ts';

export const contactDetailsCall = callSpec(contactState, 'details', 'contact.getDetails', {});

/** The staff members, asked for only when the user has a representative to find among them
 * (docs/product-rules.md#staff-lookup). Entered too: the card would otherwise show the details'
 * csr first and change to the member found once the list came. */
export const staffMembersCall = (csrDataId: string | null | undefined) => callSpec(contactState, 'staff', 'chat.getStaffMembers', {}, { enabled: Boolean(csrDataId) });

export const enterContact = () => enterCalls(contactDetailsCall, staffMembersCall(sessionState.user?.csrDataId));
