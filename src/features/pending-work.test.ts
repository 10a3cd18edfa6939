import { describe, expect, it } from 'vitest';
import { PENDING_SLICES, savedSlipsOf } from './pending-work.ts';
import { features } from './feature-registry.ts';

describe('savedSlipsOf', () => {
  it('lists the saved slips newest first, with their policy number when known', () => {
    const state = {
      savedSlips: {
        a: { id: 'a', kind: 'pinkSlip', policy: { policyNumber: 'AU-1' } },
        b: { id: 'b', kind: 'eSlip', policy: {} },
        c: { id: 'c', kind: 'eIdCard', policy: { policyNumber: 'AU-3' } },
      },
      timeAdded: { a: '2026-11-01T00:00:00Z', b: '2026-11-03T00:00:00Z', c: '2026-11-02T00:00:00Z' },
    };
    expect(savedSlipsOf(state)).toEqual([
      { id: 'b', kind: 'eSlip' },
      { id: 'c', kind: 'eIdCard', policyNumber: 'AU-3' },
      { id: 'a', kind: 'pinkSlip', policyNumber: 'AU-1' },
    ]);
  });

  it.each([undefined, null, 'text', 7, {}, { savedSlips: 'x' }, { savedSlips: { a: null, b: 'x', c: { id: 3, kind: 'eSlip' }, d: { id: 'd' } } }])(
    'reads nothing from a shape that is not a slip list (%j)',
    (state) => {
      expect(savedSlipsOf(state)).toEqual([]);
    },
  );
});

describe('pending slices', () => {
  it('name slices the features declare (a rename shows here, not as a silently empty start page)', () => {
    const declared = features.slices.map((slice) => slice.name);
    for (const name of Object.values(PENDING_SLICES)) expect(declared).toContain(name);
  });
});
