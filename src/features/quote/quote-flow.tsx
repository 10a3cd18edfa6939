// Each kind of quote as a flow (src/flow) on /quote?kind=<kind>: who, what (the kind's own form),
// where, current insurer and start of the cover, then the review and quote.send. The kind is a
// fixed query parameter of the flow, so every step url keeps it.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { PATHS } from '../../paths/paths.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { addressesOf } from '../../places/geocode-address.ts';
import type { LookupFormContext } from '../../../renderers/fields/lookup-context.ts';
import type { MessageDescriptor } from 'react-intl';
import { flowSteps } from '../../flow/flow-steps.ts';
import type { FlowDefinition, FlowStep } from '../../flow/flow-types.ts';
import type { QuoteKind } from '../../settings/settings-types.ts';
import { QUOTE_KINDS } from '../../settings/derive-runtime.ts';
import { quoteDrafts, quoteForms, type QuoteForms } from './quote-state.ts';
import { quotePayload } from './quote-payload.ts';
import { quoteFlowMessages, quoteMessages as m, quoteValueMessages, stepTitles } from './quote-messages.ts';

const WHAT_TITLE: Record<QuoteKind, MessageDescriptor> = {
  auto: stepTitles.vehicle,
  home: stepTitles.home,
  tenant: stepTitles.tenant,
  condo: stepTitles.condo,
  business: stepTitles.business,
};

const WHERE_TITLE: Record<QuoteKind, MessageDescriptor> = {
  auto: stepTitles.whereYouLive,
  home: stepTitles.whereHome,
  tenant: stepTitles.whereHome,
  condo: stepTitles.whereHome,
  business: stepTitles.whereBusiness,
};

/** A kind's steps: its step map with each step's title (no rule beyond "answered and valid"). */
function quoteSteps(kind: QuoteKind): FlowStep<QuoteForms>[] {
  return flowSteps<QuoteForms>(quoteForms(kind), {
    who: { title: stepTitles.who },
    what: { title: WHAT_TITLE[kind] },
    where: { title: WHERE_TITLE[kind] },
    insurer: { title: stepTitles.insurer },
    start: { title: stepTitles.start },
  });
}

/** The address step looks addresses up (typed, or the device's position) with the maps service. */
const lookups: LookupFormContext = {
  geocode: async (query) => addressesOf(await callApi(api(), 'maps.geocode', query)),
};

/** What happens once the request is sent (under the confirmation). */
function WhatHappensNext() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  return (
    <section className="quote-next" aria-labelledby="quote-next-title">
      <h3 id="quote-next-title">{intl.formatMessage(m.nextTitle)}</h3>
      <ol>
        <li>{intl.formatMessage(m.nextCompare)}</li>
        <li>{intl.formatMessage(quoteValueMessages.nextContact, { broker: runtime?.brokerLabel ?? 'myBroker' })}</li>
        <li>{intl.formatMessage(m.nextNothingBinding)}</li>
      </ol>
    </section>
  );
}

function quoteFlow(kind: QuoteKind): FlowDefinition<QuoteForms> {
  return {
    id: `quote-${kind}`,
    path: PATHS.quote,
    query: { kind },
    forms: quoteForms(kind),
    steps: quoteSteps(kind),
    draft: quoteDrafts[kind],
    messages: quoteFlowMessages,
    messageValues: (runtime) => ({ broker: runtime.brokerLabel, kind }),
    submit: async (steps) => {
      const answer = await callApi(api(), 'quote.send', quotePayload(kind, steps));
      return { reference: answer.quoteRequestId };
    },
    formContext: () => lookups as Record<string, unknown>,
    sentExtras: () => <WhatHappensNext />,
  };
}

/** One flow per kind, made once (the flow component keys its caches on the definition). */
export const quoteFlows = Object.fromEntries(QUOTE_KINDS.map((kind) => [kind, quoteFlow(kind)])) as Record<QuoteKind, FlowDefinition<QuoteForms>>;
