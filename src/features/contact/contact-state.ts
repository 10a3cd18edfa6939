import { proxy } from 'valtio';
import { requestState } from '../../state/request-cycle.ts';
import type { CallResponse } from '../../api/call-api.ts';

export type ContactDetails = CallResponse<'contact.getDetails'>;
type StaffMembers = CallResponse<'chat.getStaffMembers'>;

export function initialContactState() {
  return { details: requestState<ContactDetails>(), staff: requestState<StaffMembers>() };
}

export const contactState = proxy(initialContactState());
