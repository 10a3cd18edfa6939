// Slips saved to this device ('Save to this device'): the slip document's id in addedToWallet,
// when it was saved in timeAdded, and everything the slip shows in savedSlips, so it opens with
// no network (the documents slice is persisted; the service worker keeps the app shell).
import type { Snapshot } from 'valtio/vanilla';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import type { DocumentsState, SavedSlip } from '../documents-state.ts';
import type { SlipKind } from './slip-eligibility.ts';

/** A slip as the slip view shows it: its document id, kind, policy and vehicle. */
export interface SlipData {
  id: string;
  kind: SlipKind;
  policy: PolicyDetails;
  vehicleIndex: number;
}

type Wallet = Pick<DocumentsState, 'addedToWallet' | 'timeAdded' | 'savedSlips'>;
/** The wallet as read: the slice or a snapshot of it. */
type WalletView = Snapshot<Wallet>;

export function isSaved(wallet: WalletView, id: string): boolean {
  return wallet.addedToWallet.includes(id) && id in wallet.savedSlips;
}

/** The saved slip with this id, as the slip view reads it, or null. */
export function savedSlip(wallet: WalletView, id: string): SlipData | null {
  if (!isSaved(wallet, id)) return null;
  const saved = wallet.savedSlips[id] as Snapshot<SavedSlip>;
  return { id: saved.id, kind: saved.kind, policy: saved.policy as PolicyDetails, vehicleIndex: saved.vehicleIndex ?? 0 };
}

/** Saves a slip (a copy of its data) to this device; saving again keeps the first time. */
export function saveSlip(wallet: Wallet, slip: SlipData, now: Date = new Date()): void {
  wallet.savedSlips[slip.id] = { id: slip.id, kind: slip.kind, policy: JSON.parse(JSON.stringify(slip.policy)) as PolicyDetails, vehicleIndex: slip.vehicleIndex };
  if (!wallet.addedToWallet.includes(slip.id)) {
    wallet.addedToWallet.push(slip.id);
    wallet.timeAdded[slip.id] = now.toISOString();
  }
}

export function removeSlip(wallet: Wallet, id: string): void {
  const index = wallet.addedToWallet.indexOf(id);
  if (index >= 0) wallet.addedToWallet.splice(index, 1);
  delete wallet.timeAdded[id];
  delete wallet.savedSlips[id];
}

/** Saved slips, most recently saved first. */
export function savedSlips(wallet: WalletView): Array<SlipData & { timeAdded: string | null }> {
  return wallet.addedToWallet
    .map((id) => {
      const slip = savedSlip(wallet, id);
      return slip ? { ...slip, timeAdded: wallet.timeAdded[id] ?? null } : null;
    })
    .filter((slip): slip is SlipData & { timeAdded: string | null } => slip !== null)
    .sort((a, b) => (b.timeAdded ?? '').localeCompare(a.timeAdded ?? ''));
}
