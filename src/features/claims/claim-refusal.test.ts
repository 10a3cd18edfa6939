import { describe, expect, it } from 'vitest';
import { stepOfPointer } from './claim-refusal.ts';

const steps = { vehicle: 'vehicle', policyId: 'vehicle', occurredAt: 'dateTime', damage: 'whatHappened' } as const;

describe('stepOfPointer', () => {
  it('gives the step a request field comes from, and the field of its form', () => {
    expect(stepOfPointer('/damage/type', steps)).toEqual({ step: 'whatHappened', field: 'type' });
    expect(stepOfPointer('/occurredAt', steps)).toEqual({ step: 'dateTime' });
    expect(stepOfPointer('/policyId', steps)).toEqual({ step: 'vehicle' });
  });

  it('gives nothing for a field no step holds, the whole request, or a prototype key', () => {
    expect(stepOfPointer('/kind', steps)).toBeUndefined();
    expect(stepOfPointer('', steps)).toBeUndefined();
    expect(stepOfPointer('/constructor', steps)).toBeUndefined();
  });
});
