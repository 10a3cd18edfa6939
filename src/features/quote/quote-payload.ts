// A kind's draft as quote.send wants it (schemas/api/quote.send.request.json): only what the person
// gave; blank texts are left out.
import type { CallRequest } from '../../api/call-api.ts';
import type { FlowSteps } from '../../flow/flow-types.ts';
import type { QuoteKind } from '../../settings/settings-types.ts';
import type { QuoteAnswers } from './quote-state.ts';

type Value = Record<string, unknown>;
type QuoteRequest = CallRequest<'quote.send'>;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The given answers among `keys`, or every given answer when no keys are named. */
function pick(value: unknown, keys?: readonly string[]): Value {
  const source = (value ?? {}) as Value;
  return Object.fromEntries(Object.entries(source).filter(([key, v]) => (!keys || keys.includes(key)) && given(v)));
}

export function quotePayload(kind: QuoteKind, steps: FlowSteps<QuoteAnswers>): QuoteRequest {
  const who = pick(steps.who.value, ['firstName', 'lastName', 'email', 'phone', 'contactBy']);
  const where = pick(steps.where.value, ['address', 'city', 'province', 'zip', 'country']);
  const insurer = pick(steps.insurer.value, ['insured', 'company', 'policyEnd']);
  const start = pick(steps.start.value, ['startDate', 'notes']);
  const insured = insurer.insured === 'yes';
  const payload: QuoteRequest = {
    kind,
    firstName: String(who.firstName ?? ''),
    lastName: String(who.lastName ?? ''),
    email: String(who.email ?? ''),
    phone: String(who.phone ?? ''),
    address: {
      address: String(where.address ?? ''),
      city: String(where.city ?? ''),
      province: String(where.province ?? ''),
      zip: String(where.zip ?? ''),
      ...(typeof where.country === 'string' ? { country: where.country } : {}),
    },
    details: pick(steps.what.value),
    // The company and end date of a policy the person no longer has are not sent.
    currentInsurer: insured ? { insured, ...pick(insurer, ['company', 'policyEnd']) } : { insured },
    startDate: String(start.startDate ?? ''),
  };
  if (who.contactBy === 'phone' || who.contactBy === 'email') payload.contactBy = who.contactBy;
  if (typeof start.notes === 'string' && start.notes.trim()) payload.notes = start.notes;
  return payload;
}
