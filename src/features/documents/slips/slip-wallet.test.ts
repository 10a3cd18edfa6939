// Slips saved to this device: ids in addedToWallet with timeAdded, the data in savedSlips.
import { describe, expect, it } from 'vitest';
import { proxy, snapshot } from 'valtio/vanilla';
import policies from '../../../../fixtures/data/policies.json';
import vehicles from '../../../../fixtures/data/vehicles.json';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import { initialDocumentsState } from '../documents-state.ts';
import { isSaved, removeSlip, saveSlip, savedSlip, savedSlips, type SlipData } from './slip-wallet.ts';

const fixture = policies[0] as unknown as PolicyDetails & { vehicleIds: string[] };
const policy = { ...fixture, vehicles: vehicles.filter((v) => fixture.vehicleIds.includes(v.id)), drivers: [] } as PolicyDetails;
const slip = (id: string, vehicleIndex = 0): SlipData => ({ id, kind: 'eSlip', policy, vehicleIndex });

describe('slip wallet', () => {
  it('saves a copy of the slip with the time, once', () => {
    const wallet = proxy(initialDocumentsState());
    saveSlip(wallet, slip('doc-1', 1), new Date('2026-11-20T10:00:00Z'));
    saveSlip(wallet, slip('doc-1', 1), new Date('2026-11-21T10:00:00Z'));
    expect(wallet.addedToWallet).toEqual(['doc-1']);
    expect(wallet.timeAdded).toEqual({ 'doc-1': '2026-11-20T10:00:00.000Z' });
    expect(isSaved(wallet, 'doc-1')).toBe(true);
    expect(savedSlip(snapshot(wallet), 'doc-1')).toMatchObject({ id: 'doc-1', kind: 'eSlip', vehicleIndex: 1, policy: { policyNumber: 'AU-4821-0937' } });
    // A copy: the slip keeps what it showed even if the source changes.
    expect(wallet.savedSlips['doc-1']?.policy).not.toBe(policy);
    expect(JSON.parse(JSON.stringify(wallet.savedSlips['doc-1']?.policy))).toEqual(policy);
  });

  it('saves from a snapshot (what screens hold) as well', () => {
    const wallet = proxy(initialDocumentsState());
    const frozen = snapshot(proxy({ policy })).policy as PolicyDetails;
    saveSlip(wallet, { id: 'doc-2', kind: 'pinkSlip', policy: frozen, vehicleIndex: 0 });
    expect(savedSlip(wallet, 'doc-2')?.policy.vehicles[0]?.vin).toBe('2HKRW2H53LH612345');
  });

  it('removes a slip from the three places, and lists the others newest first', () => {
    const wallet = proxy(initialDocumentsState());
    saveSlip(wallet, slip('doc-a'), new Date('2026-11-01T00:00:00Z'));
    saveSlip(wallet, slip('doc-b'), new Date('2026-11-03T00:00:00Z'));
    saveSlip(wallet, slip('doc-c'), new Date('2026-11-02T00:00:00Z'));
    expect(savedSlips(wallet).map((s) => s.id)).toEqual(['doc-b', 'doc-c', 'doc-a']);
    removeSlip(wallet, 'doc-b');
    expect(wallet.addedToWallet).toEqual(['doc-a', 'doc-c']);
    expect('doc-b' in wallet.timeAdded || 'doc-b' in wallet.savedSlips).toBe(false);
    expect(savedSlip(wallet, 'doc-b')).toBeNull();
  });

  it('does not count an id without its data as saved', () => {
    const wallet = proxy({ ...initialDocumentsState(), addedToWallet: ['doc-x'] });
    expect(isSaved(wallet, 'doc-x')).toBe(false);
    expect(savedSlips(wallet)).toEqual([]);
  });
});
