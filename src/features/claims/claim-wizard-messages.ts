import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FlowMessages } from '../../flow/flow-types.ts';

export const stepTitles = defineMessages({
  vehicle: { id: 'claims.step.vehicle', defaultMessage: 'Vehicle' },
  weather: { id: 'claims.step.weather', defaultMessage: 'Weather' },
  location: { id: 'claims.step.location', defaultMessage: 'Location' },
  dateTime: { id: 'claims.step.dateTime', defaultMessage: 'Date and time' },
  driver: { id: 'claims.step.driver', defaultMessage: 'Driver' },
  whatHappened: { id: 'claims.step.whatHappened', defaultMessage: 'What happened' },
  pictures: { id: 'claims.step.pictures', defaultMessage: 'Pictures' },
  otherParty: { id: 'claims.step.otherParty', defaultMessage: 'Other party' },
  officer: { id: 'claims.step.officer', defaultMessage: 'Investigating officer' },
  passenger: { id: 'claims.step.passenger', defaultMessage: 'Passenger' },
  witness: { id: 'claims.step.witness', defaultMessage: 'Witness' },
  note: { id: 'claims.step.note', defaultMessage: 'Note' },
  disclaimer: { id: 'claims.step.disclaimer', defaultMessage: 'Disclaimer' },
});

type Broker = { broker: string };

const claimFlowTexts = defineMessages({
  steps: { id: 'claims.wizard.steps', defaultMessage: 'Claim steps' },
  submit: { id: 'claims.wizard.submit', defaultMessage: 'Send the claim' },
  submitFailed: { id: 'claims.wizard.submitFailed', defaultMessage: 'Your claim was not sent. Your answers are kept; please try again.' },
  submitRefused: { id: 'claims.wizard.submitRefused', defaultMessage: 'Your claim was not sent: {message}' },
  start: { id: 'claims.wizard.start', defaultMessage: 'Start a new claim' },
});

// `broker` is 'myAgent' in the US (docs/product-rules.md#broker-label: agent, never broker), else 'myBroker'.
const claimFlowValueTexts = defineMessages<{ reviewIntro: Broker; sent: Broker & { reference: string } }>({
  reviewIntro: { id: 'claims.wizard.reviewIntro', defaultMessage: 'Check your answers before sending the claim to your {broker, select, myAgent {agent} other {broker}}.' },
  sent: { id: 'claims.wizard.sent', defaultMessage: 'Your claim was sent to your {broker, select, myAgent {agent} other {broker}}. Reference number: {reference}' },
});

/** The claim flow's own texts. */
export const claimFlowMessages: FlowMessages = { ...claimFlowTexts, ...(claimFlowValueTexts as Record<keyof typeof claimFlowValueTexts, MessageDescriptor>) };

export const weatherMessages = {
  ...defineMessages<{ weatherNow: { weather: string } }>({
    weatherNow: { id: 'claims.wizard.weatherNow', defaultMessage: 'Weather reported: {weather}' },
  }),
  ...defineMessages({
    // Until the place and time of the accident are given (later steps): the weather service fills the step then.
    weatherLater: { id: 'claims.wizard.weatherLater', defaultMessage: 'The weather is filled in for the place and time of the accident once you have given them.' },
  }),
};
