import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FlowMessages } from '../../flow/flow-types.ts';
import type { QuoteKind } from '../../settings/settings-types.ts';

type Broker = { broker: string };
type Kind = { kind: string };

export const quoteMessages = defineMessages({
  intro: { id: 'quote.intro', defaultMessage: 'What would you like a quote for? Answer a few questions; it takes about five minutes.' },
  kindsLabel: { id: 'quote.kindsLabel', defaultMessage: 'Kinds of quote' },
  noneOnline: { id: 'quote.noneOnline', defaultMessage: 'Quotes cannot be requested online here. Please contact us and we will be glad to prepare one for you.' },
  instantQuote: { id: 'quote.instantQuote', defaultMessage: 'Get an instant quote online' },
  opensInNewTab: { id: 'quote.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  otherKinds: { id: 'quote.otherKinds', defaultMessage: 'Other kinds of quote' },
  nextTitle: { id: 'quote.next.title', defaultMessage: 'What happens next' },
  nextCompare: { id: 'quote.next.compare', defaultMessage: 'We read your answers and compare insurers for you.' },
  nextNothingBinding: { id: 'quote.next.nothingBinding', defaultMessage: 'Nothing is binding: your cover starts only once you accept a quote.' },
});

export const quoteValueMessages = defineMessages<{ nextContact: Broker }>({
  nextContact: { id: 'quote.next.contact', defaultMessage: 'Your {broker, select, myAgent {agent} other {broker}} contacts you by phone or e-mail with your quote, or with a few questions if more is needed.' },
});

/** The name of each kind of quote (list, heading) and what it covers. */
export const kindNames: Record<QuoteKind, MessageDescriptor> = defineMessages({
  auto: { id: 'quote.kind.auto', defaultMessage: 'Auto' },
  home: { id: 'quote.kind.home', defaultMessage: 'Home' },
  tenant: { id: 'quote.kind.tenant', defaultMessage: 'Tenant' },
  condo: { id: 'quote.kind.condo', defaultMessage: 'Condo' },
  business: { id: 'quote.kind.business', defaultMessage: 'Business' },
});

export const kindDescriptions: Record<QuoteKind, MessageDescriptor> = defineMessages({
  auto: { id: 'quote.kindDescription.auto', defaultMessage: 'A car, van or light truck' },
  home: { id: 'quote.kindDescription.home', defaultMessage: 'A house you own and live in' },
  tenant: { id: 'quote.kindDescription.tenant', defaultMessage: 'Your belongings and liability as a renter' },
  condo: { id: 'quote.kindDescription.condo', defaultMessage: 'Your condo unit, belongings and improvements' },
  business: { id: 'quote.kindDescription.business', defaultMessage: 'Your business, its premises and activity' },
});

/** The heading of a kind's flow. */
export const kindTitles: Record<QuoteKind, MessageDescriptor> = defineMessages({
  auto: { id: 'quote.title.auto', defaultMessage: 'Auto insurance quote' },
  home: { id: 'quote.title.home', defaultMessage: 'Home insurance quote' },
  tenant: { id: 'quote.title.tenant', defaultMessage: 'Tenant insurance quote' },
  condo: { id: 'quote.title.condo', defaultMessage: 'Condo insurance quote' },
  business: { id: 'quote.title.business', defaultMessage: 'Business insurance quote' },
});

export const stepTitles = defineMessages({
  who: { id: 'quote.step.who', defaultMessage: 'About you' },
  vehicle: { id: 'quote.step.vehicle', defaultMessage: 'Vehicle' },
  home: { id: 'quote.step.home', defaultMessage: 'Home' },
  tenant: { id: 'quote.step.tenant', defaultMessage: 'Rental' },
  condo: { id: 'quote.step.condo', defaultMessage: 'Condo' },
  business: { id: 'quote.step.business', defaultMessage: 'Business' },
  whereYouLive: { id: 'quote.step.whereYouLive', defaultMessage: 'Where you live' },
  whereHome: { id: 'quote.step.whereHome', defaultMessage: 'Address of the home' },
  whereBusiness: { id: 'quote.step.whereBusiness', defaultMessage: 'Address of the business' },
  insurer: { id: 'quote.step.insurer', defaultMessage: 'Current insurer' },
  start: { id: 'quote.step.start', defaultMessage: 'Start of the cover' },
});

const flowTexts = defineMessages({
  steps: { id: 'quote.flow.steps', defaultMessage: 'Quote request steps' },
  submit: { id: 'quote.flow.submit', defaultMessage: 'Send the request' },
  submitFailed: { id: 'quote.flow.submitFailed', defaultMessage: 'Your request was not sent. Your answers are kept; please try again.' },
  start: { id: 'quote.flow.start', defaultMessage: 'Start another request' },
});

// `broker` is 'myAgent' in the US, else 'myBroker'; `kind` is the kind of quote.
const flowValueTexts = defineMessages<{ reviewIntro: Broker; sent: Broker & Kind & { reference: string } }>({
  reviewIntro: { id: 'quote.flow.reviewIntro', defaultMessage: 'Check your answers before sending your request to your {broker, select, myAgent {agent} other {broker}}.' },
  sent: {
    id: 'quote.flow.sent',
    defaultMessage:
      'Thank you! Your {kind, select, auto {auto} home {home} tenant {tenant} condo {condo} business {business} other {}} insurance quote request was sent to your {broker, select, myAgent {agent} other {broker}}. Reference number: {reference}',
  },
});

/** The quote flows' own texts. */
export const quoteFlowMessages: FlowMessages = { ...flowTexts, ...(flowValueTexts as Record<keyof typeof flowValueTexts, MessageDescriptor>) };
