// A kind's draft as quote.send wants it (schemas/api/quote.send.request.json): only what the person
// gave; blank texts are left out.
import type { CallRequest } from '../../api/call-api.ts';
import type { FlowSteps } from '../../flow/flow-types.ts';
import { givenFields } from '../../flow/given-fields.ts';
import type { QuoteKind } from '../../settings/settings-types.ts';
import type { QuoteAnswers } from './quote-state.ts';
import { currentCountry } from '../../i18n/country.ts';
import { requestCurrency } from '../../i18n/money.ts';

type QuoteRequest = CallRequest<'quote.send'>;

export function quotePayload(kind: QuoteKind, steps: FlowSteps<QuoteAnswers>): QuoteRequest {
  const who = givenFields(steps.who.value, ['firstName', 'lastName', 'email', 'phone', 'contactBy']);
  const where = givenFields(steps.where.value, ['address', 'city', 'province', 'zip', 'country']);
  const insurer = givenFields(steps.insurer.value, ['insured', 'company', 'policyEnd']);
  const start = givenFields(steps.start.value, ['startDate', 'notes']);
  const insured = insurer.insured === 'yes';
  const payload: QuoteRequest = {
    kind,
    firstName: who.firstName ?? '',
    lastName: who.lastName ?? '',
    email: who.email ?? '',
    phone: who.phone ?? '',
    address: {
      address: where.address ?? '',
      city: where.city ?? '',
      province: where.province ?? '',
      zip: where.zip ?? '',
      // The brokerage's country when no address was picked from the map: its form asked for its parts (docs/product-rules.md#country).
      country: typeof where.country === 'string' ? where.country : currentCountry(),
    },
    details: givenFields(steps.what.value),
    currency: requestCurrency(),
    // The company and end date of a policy the person no longer has are not sent.
    currentInsurer: insured ? { insured, ...givenFields(insurer, ['company', 'policyEnd']) } : { insured },
    startDate: start.startDate ?? '',
  };
  if (who.contactBy === 'phone' || who.contactBy === 'email') payload.contactBy = who.contactBy;
  if (typeof start.notes === 'string' && start.notes.trim()) payload.notes = start.notes;
  return payload;
}
