// The wallet calls of the slip view (docs/product-rules.md#wallet-passes), through the request
// cycle: the Apple pass is a file fetched with the session and handed to the device as a download
// (Safari on an iPhone or a Mac then offers to add it to Wallet); the Google save link is opened in
// a tab opened at the tap (a tab opened after an await is a popup the browser blocks), or in this
// one when none could be opened. Only Google's save page is ever opened: the link's schema and
// isGoogleSaveUrl hold it to `https://pay.google.com/gp/v/save/`.
import { proxy } from 'valtio';
import { api } from '../../../api/api.ts';
import { fetchCallFile } from '../../../api/fetch-file.ts';
import type { WalletGetApplePassRequest, WalletGetGoogleSaveLinkResponse } from '../../../api/generated/api-types.ts';
import { requestState, resetRequest, runRequest, type RequestOutcome } from '../../../state/request-cycle.ts';
import { runCall } from '../../../state/run-call.ts';
import { saveBlob } from '../../../ui/save-file.ts';

export type WalletKind = WalletGetApplePassRequest['kind'];

export const walletRequests = proxy({
  applePass: requestState<Blob>(),
  googleLink: requestState<WalletGetGoogleSaveLinkResponse>(),
});

export function resetWalletRequests(): void {
  resetRequest(walletRequests.applePass);
  resetRequest(walletRequests.googleLink);
}

export function isGoogleSaveUrl(url: string): boolean {
  return /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/.test(url);
}

/** Fetches the slip's Apple pass and saves it on the device as a .pkpass. */
export async function addToAppleWallet(slipId: string, kind: WalletKind, policyNumber: string): Promise<RequestOutcome<Blob>> {
  const outcome = await runRequest(walletRequests, 'applePass', () => fetchCallFile(api(), 'wallet.getApplePass', { slipId, kind }), { asRef: true });
  if (outcome.ok) saveBlob(outcome.data, `proof-of-insurance-${policyNumber.replace(/[^\w-]+/g, '-')}.pkpass`);
  return outcome;
}

/** Asks for the slip's save link and opens Google's save page with it. */
export async function saveToGoogleWallet(slipId: string, kind: WalletKind): Promise<RequestOutcome<WalletGetGoogleSaveLinkResponse>> {
  const tab = window.open('', '_blank');
  const outcome = await runCall(walletRequests, 'googleLink', 'wallet.getGoogleSaveLink', { slipId, kind });
  if (!outcome.ok || !isGoogleSaveUrl(outcome.data.saveUrl)) {
    tab?.close();
    return outcome.ok ? { ok: false, message: '', code: 0, payload: null } : outcome;
  }
  if (tab && !tab.closed) {
    tab.opener = null;
    tab.location.replace(outcome.data.saveUrl);
  } else {
    window.location.assign(outcome.data.saveUrl);
  }
  return outcome;
}
