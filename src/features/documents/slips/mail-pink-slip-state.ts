// "Mail pink slip" state of docs/product-rules.md#mail-pink-slip beyond one screen: the selected address, the default of the
// next mailing. The addresses list and the send live with the component (a request state per
// mount), so a policy never shows another policy's slips or an earlier confirmation.
// Not registered as a slice yet (feature.ts): it lasts for the page's life, not across reloads.
import { proxy } from 'valtio';

export function initialMailPinkSlipState() {
  return {
    /** The address chosen last (an id of pinkSlips.get's addresses), or null. */
    selectedAddressId: null as string | null,
  };
}

type MailPinkSlipState = ReturnType<typeof initialMailPinkSlipState>;

export const mailPinkSlipState = proxy<MailPinkSlipState>(initialMailPinkSlipState());
