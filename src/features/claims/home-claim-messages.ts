import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FlowMessages } from '../../flow/flow-types.ts';

export const homeStepTitles = defineMessages({
  cause: { id: 'claims.home.step.cause', defaultMessage: 'What happened' },
  dateTime: { id: 'claims.home.step.dateTime', defaultMessage: 'Date and time' },
  contents: { id: 'claims.home.step.contents', defaultMessage: 'What was damaged or stolen' },
  pictures: { id: 'claims.home.step.pictures', defaultMessage: 'Pictures' },
  disclaimer: { id: 'claims.home.step.disclaimer', defaultMessage: 'Disclaimer' },
});

type Broker = { broker: string };

const homeFlowTexts = defineMessages({
  steps: { id: 'claims.home.steps', defaultMessage: 'Home claim steps' },
  submit: { id: 'claims.home.submit', defaultMessage: 'Send the home claim' },
  submitFailed: { id: 'claims.home.submitFailed', defaultMessage: 'Your home claim was not sent. Your answers are kept; please try again.' },
  submitRefused: { id: 'claims.home.submitRefused', defaultMessage: 'Your home claim was not sent: {message}' },
  start: { id: 'claims.home.start', defaultMessage: 'Start a new home claim' },
});

const homeFlowValueTexts = defineMessages<{ reviewIntro: Broker; sent: Broker & { reference: string } }>({
  reviewIntro: { id: 'claims.home.reviewIntro', defaultMessage: 'Check your answers before sending the home claim to your {broker, select, myAgent {agent} other {broker}}.' },
  sent: { id: 'claims.home.sent', defaultMessage: 'Your home claim was sent to your {broker, select, myAgent {agent} other {broker}}. Reference number: {reference}' },
});

/** The home claim flow's own texts. */
export const homeClaimFlowMessages: FlowMessages = { ...homeFlowTexts, ...(homeFlowValueTexts as Record<keyof typeof homeFlowValueTexts, MessageDescriptor>) };

export const homeClaimMessages = defineMessages({
  homeTitle: { id: 'claims.home.title', defaultMessage: 'Report a home claim' },
  toHome: { id: 'claims.home.toHome', defaultMessage: 'A claim for your home or belongings instead' },
  toAuto: { id: 'claims.home.toAuto', defaultMessage: 'A claim for your vehicle instead' },
  wholeRoom: { id: 'claims.home.wholeRoom', defaultMessage: 'Whole room' },
  damaged: { id: 'claims.home.damaged', defaultMessage: 'Damaged' },
  stolen: { id: 'claims.home.stolen', defaultMessage: 'Stolen' },
  quantity: { id: 'claims.home.quantity', defaultMessage: 'Quantity' },
  lossMissing: { id: 'claims.home.lossMissing', defaultMessage: 'Say whether it was damaged or stolen.' },
  loading: { id: 'claims.home.loading', defaultMessage: 'Loading your home inventory…' },
  loadError: { id: 'claims.home.loadError', defaultMessage: 'Your home inventory could not be loaded. What you chose is kept.' },
  retry: { id: 'claims.home.retry', defaultMessage: 'Try again' },
});

export const homeClaimValueMessages = defineMessages<{
  lossOf: { name: string };
  itemLine: { quantity: string; price: string; value: string };
  total: { amount: string; count: number };
  atLimit: { max: number };
  reviewLine: { name: string; quantity: string; value: string; loss: string };
  reviewTotal: { amount: string };
  roomTotal: { room: string; amount: string };
}>({
  lossOf: { id: 'claims.home.lossOf', defaultMessage: '{name}: damaged or stolen?' },
  itemLine: { id: 'claims.home.itemLine', defaultMessage: '{quantity} × {price} · {value}' },
  total: { id: 'claims.home.total', defaultMessage: '{count, plural, =0 {No item chosen} one {# item chosen} other {# items chosen}} · Declared value: {amount}' },
  atLimit: { id: 'claims.home.atLimit', defaultMessage: 'You can choose up to {max} items in one claim.' },
  reviewLine: { id: 'claims.home.reviewLine', defaultMessage: '{name} ({quantity}) · {loss} · {value}' },
  reviewTotal: { id: 'claims.home.reviewTotal', defaultMessage: 'Declared value: {amount}' },
  roomTotal: { id: 'claims.home.roomTotal', defaultMessage: '{room}: {amount}' },
});
