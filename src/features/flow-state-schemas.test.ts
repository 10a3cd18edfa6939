// A flow's steps are written in its step map (step id → form id); the stored draft's schema names
// the same steps so that a stored draft is checked when read back. This keeps the two the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAIM_STEPS } from './claims/claim-steps.ts';
import { HOME_CLAIM_STEPS } from './claims/home-claim-steps.ts';
import { PAYMENT_STEPS } from './payments/payment-step-ids.ts';
import { quoteForms } from './quote/quote-state.ts';
import { QUOTE_KINDS } from '../settings/derive-runtime.ts';

function storedSteps(slice: string): { properties: string[]; required: string[] } {
  const schema = JSON.parse(readFileSync(`schemas/state/${slice}.schema.json`, 'utf8')) as { properties: { steps: { properties: object; required: string[] } } };
  return { properties: Object.keys(schema.properties.steps.properties), required: schema.properties.steps.required };
}

describe.each([
  ['claim', Object.keys(CLAIM_STEPS)],
  ['home-claim', Object.keys(HOME_CLAIM_STEPS)],
  ['payment', Object.keys(PAYMENT_STEPS)],
  ...QUOTE_KINDS.map((kind) => ['quote', Object.keys(quoteForms(kind))] as [string, string[]]),
])('the stored %s draft', (slice, steps) => {
  it('names the steps of its flow, in order, each required', () => {
    expect(storedSteps(slice)).toEqual({ properties: steps, required: steps });
  });
});
