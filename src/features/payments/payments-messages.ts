import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FlowMessages } from '../../flow/flow-types.ts';
import type { CardBrand } from '../../../renderers/luhn.ts';
import type { PaymentStepId } from './payment-steps.ts';
import type { PaymentPolicy } from '../../api/generated/api-types.ts';

type Broker = { broker: string };

export const paymentsMessages = defineMessages({
  loading: { id: 'payments.loading', defaultMessage: 'Loading the payment options…' },
  loadError: { id: 'payments.loadError', defaultMessage: 'The payment options could not be loaded.' },
  checking: { id: 'payments.checking', defaultMessage: 'We are checking your payment…' },
});

export const paymentsValueMessages = defineMessages<{ noOptions: Broker }>({
  noOptions: { id: 'payments.noOptions', defaultMessage: 'There is nothing to pay online right now. For a question about your bill, please contact your {broker, select, myAgent {agent} other {broker}}.' },
});

export const stepTitles: Record<PaymentStepId, MessageDescriptor> = defineMessages({
  policies: { id: 'payments.step.policies', defaultMessage: 'Policies and amount' },
  policyNumber: { id: 'payments.step.policyNumber', defaultMessage: 'Policy and amount' },
  payer: { id: 'payments.step.payer', defaultMessage: 'Your details' },
  type: { id: 'payments.step.type', defaultMessage: 'Payment type' },
  card: { id: 'payments.step.card', defaultMessage: 'Card' },
  bank: { id: 'payments.step.bank', defaultMessage: 'Bank account' },
  eTransfer: { id: 'payments.step.eTransfer', defaultMessage: 'Interac e-Transfer' },
});

// `method` is the payment type (card, bank, eTransfer); `broker` is myAgent in the US, else myBroker.
const flowTexts = defineMessages({
  steps: { id: 'payments.flow.steps', defaultMessage: 'Payment steps' },
  start: { id: 'payments.flow.start', defaultMessage: 'Make another payment' },
});

type Method = { method: string };
// A failure's one message (docs/product-rules.md#payment-failures): `failure` is its case
// (refused, failed, unknown); `reason` what the refusal says (`bounds`: the amount outside the
// policy's limits, between `minimum` and `maximum`; `card`: the card could not be processed;
// `server`: the server's own reason, `detail`, with its leading space; else none); `offline` whether
// the connection was lost. "Kept" is said only of what is kept: never the card or account number.
const flowValueTexts = defineMessages<{
  reviewIntro: Method & Broker & { check: string };
  submit: Method & { amount: string; hasAmount: string; check: string };
  sent: Method & { reference: string };
  submitFailed: Method & { failure: string; reason: string; detail: string; minimum: string; maximum: string; offline: string };
}>({
  reviewIntro: {
    id: 'payments.flow.reviewIntro',
    defaultMessage:
      '{method, select, eTransfer {Check the details: we then e-mail you the e-Transfer instructions and tell your {broker, select, myAgent {agent} other {broker}} the payment is coming.} other {{check, select, yes {These are the details of the payment we could not confirm.} other {Check the details: your payment is made when you press Pay.}}}}',
  },
  submit: { id: 'payments.flow.submit', defaultMessage: '{method, select, eTransfer {E-mail me the instructions} other {{check, select, yes {Check my payment} other {{hasAmount, select, yes {Pay {amount}} other {Pay}}}}}}' },
  sent: {
    id: 'payments.flow.sent',
    defaultMessage: '{method, select, eTransfer {The e-Transfer instructions were sent to your e-mail. Reference number: {reference}} other {Your payment was made. Reference number: {reference}}}',
  },
  submitFailed: {
    id: 'payments.flow.submitFailed',
    defaultMessage:
      '{failure, select, unknown {We could not confirm your payment: it may have gone through. Do not pay again another way. {method, select, bank {Enter the account number again (it is never kept), then press “Check my payment”} other {Press “Check my payment”}} later: the same payment is never made twice. A receipt may also reach your e-mail.} refused {{method, select, eTransfer {The instructions were not sent.} other {Payment not completed.}}{reason, select, bounds { The amount must be between {minimum} and {maximum} for this payment.} card { Unable to process your card.} server {{detail}} other {}} {method, select, card {Nothing was charged. Your other answers are kept: enter the card number and CVC again to try again (they are never kept).} bank {Nothing was charged. Your other answers are kept: enter the account number again to try again (it is never kept).} other {Your answers are kept; please try again.}}} other {{method, select, eTransfer {The instructions were not sent: {offline, select, yes {the connection was lost} other {the service is not available right now}}.} other {Payment not completed: {offline, select, yes {the connection was lost} other {the payment service is not available right now}}.}} {method, select, card {Nothing was charged. Your other answers are kept: enter the card number and CVC again to try again (they are never kept).} bank {Nothing was charged. Your other answers are kept: enter the account number again to try again (it is never kept).} other {Your answers are kept; please try again{offline, select, yes { once you are back online} other {}}.}}}}',
  },
});

/** The payment flow's own texts. */
export const paymentFlowMessages: FlowMessages = { ...flowTexts, ...(flowValueTexts as Record<keyof typeof flowValueTexts, MessageDescriptor>) };

export const paymentFormMessages = defineMessages({
  nothingDue: { id: 'payments.form.nothingDue', defaultMessage: 'Nothing due' },
  noPaymentType: {
    id: 'payments.form.noPaymentType',
    defaultMessage: 'The chosen policies cannot be paid online together. Go back and choose other policies, or contact us.',
  },
});

export const paymentValueMessages = defineMessages<{ due: { amount: string; date: string }; totalDue: { amount: string }; cardBrand: { brand: string } }>({
  due: { id: 'payments.form.due', defaultMessage: '{amount} due by {date}' },
  totalDue: { id: 'payments.form.totalDue', defaultMessage: 'Due for the chosen policies: {amount}' },
  cardBrand: { id: 'payments.form.cardBrand', defaultMessage: 'Card: {brand}' },
});

export const lineMessages: Record<PaymentPolicy['lineOfBusiness'], MessageDescriptor> = defineMessages({
  auto: { id: 'payments.line.auto', defaultMessage: 'Auto' },
  home: { id: 'payments.line.home', defaultMessage: 'Home' },
  tenant: { id: 'payments.line.tenant', defaultMessage: 'Tenant' },
  condo: { id: 'payments.line.condo', defaultMessage: 'Condo' },
  recreational: { id: 'payments.line.recreational', defaultMessage: 'Recreational' },
  commercial: { id: 'payments.line.commercial', defaultMessage: 'Commercial' },
});

export const brandMessages: Record<CardBrand, MessageDescriptor> = defineMessages({
  visa: { id: 'payments.brand.visa', defaultMessage: 'Visa' },
  mastercard: { id: 'payments.brand.mastercard', defaultMessage: 'Mastercard' },
  amex: { id: 'payments.brand.amex', defaultMessage: 'American Express' },
  discover: { id: 'payments.brand.discover', defaultMessage: 'Discover' },
  jcb: { id: 'payments.brand.jcb', defaultMessage: 'JCB' },
  dinersclub: { id: 'payments.brand.dinersclub', defaultMessage: 'Diners Club' },
  unionpay: { id: 'payments.brand.unionpay', defaultMessage: 'UnionPay' },
});

export const reviewMessages = defineMessages({
  policies: { id: 'payments.review.policies', defaultMessage: 'Policies' },
  policyNumber: { id: 'payments.review.policyNumber', defaultMessage: 'Policy number' },
  amount: { id: 'payments.review.amount', defaultMessage: 'Amount' },
  note: { id: 'payments.review.note', defaultMessage: 'Note' },
  card: { id: 'payments.review.card', defaultMessage: 'Card' },
  cardAgain: { id: 'payments.review.cardAgain', defaultMessage: 'Enter the card number and CVC again: they are never kept.' },
  expiry: { id: 'payments.review.expiry', defaultMessage: 'Expires' },
  nameOnCard: { id: 'payments.review.nameOnCard', defaultMessage: 'Name on card' },
  accountHolder: { id: 'payments.review.accountHolder', defaultMessage: 'Account holder' },
  account: { id: 'payments.review.account', defaultMessage: 'Account number' },
  routingNumber: { id: 'payments.review.routingNumber', defaultMessage: 'Routing number' },
});

export const reviewValueMessages = defineMessages<{ cardNumber: { brand: string; number: string }; postalCode: { country: string } }>({
  // The card form's own word for it in the brokerage's country (docs/product-rules.md#country).
  postalCode: { id: 'payments.review.postalCode', defaultMessage: '{country, select, US {Billing ZIP code} other {Postal code}}' },
  cardNumber: { id: 'payments.review.cardNumber', defaultMessage: '{brand} {number}' },
});

export const eTransferValueMessages = defineMessages<{ sendTo: { amount: string } }>({
  sendTo: { id: 'payments.eTransfer.sendTo', defaultMessage: 'In your bank’s app or website, send {amount} by Interac e-Transfer to this e-mail address:' },
});

export const eTransferMessages = defineMessages({
  title: { id: 'payments.eTransfer.title', defaultMessage: 'How to pay by Interac e-Transfer' },
  answer: { id: 'payments.eTransfer.answer', defaultMessage: 'If your bank asks for a security question, give this answer:' },
  confirm: { id: 'payments.eTransfer.confirm', defaultMessage: 'Below, confirm the answer you used: we then e-mail you these instructions and expect your payment.' },
  copyEmail: { id: 'payments.eTransfer.copyEmail', defaultMessage: 'Copy the e-mail address' },
  copyAnswer: { id: 'payments.eTransfer.copyAnswer', defaultMessage: 'Copy the answer' },
  emailCopied: { id: 'payments.eTransfer.emailCopied', defaultMessage: 'The e-mail address was copied.' },
  answerCopied: { id: 'payments.eTransfer.answerCopied', defaultMessage: 'The answer was copied.' },
  copyFailed: { id: 'payments.eTransfer.copyFailed', defaultMessage: 'Copying is not available here: select the text and copy it.' },
  theAmount: { id: 'payments.eTransfer.theAmount', defaultMessage: 'the amount' },
});

export const receiptMessages = defineMessages({
  title: { id: 'payments.receipt.title', defaultMessage: 'Payment receipt' },
  eTransferTitle: { id: 'payments.receipt.eTransferTitle', defaultMessage: 'E-Transfer instructions sent' },
  reference: { id: 'payments.receipt.reference', defaultMessage: 'Reference number' },
  date: { id: 'payments.receipt.date', defaultMessage: 'Date' },
  amount: { id: 'payments.receipt.amount', defaultMessage: 'Amount' },
  policies: { id: 'payments.receipt.policies', defaultMessage: 'Policies' },
  method: { id: 'payments.receipt.method', defaultMessage: 'Paid by' },
  // An e-Transfer's instructions: nothing is paid yet, so the method is how to pay.
  eTransferHow: { id: 'payments.receipt.eTransferHow', defaultMessage: 'How to pay' },
  payer: { id: 'payments.receipt.payer', defaultMessage: 'Payer' },
  print: { id: 'payments.receipt.print', defaultMessage: 'Print the receipt' },
  genericCard: { id: 'payments.receipt.genericCard', defaultMessage: 'Card' },
});

export const receiptValueMessages = defineMessages<{ eTransferMethod: { email: string }; cardMethod: { brand: string; number: string }; bankMethod: { number: string } }>({
  eTransferMethod: { id: 'payments.receipt.eTransferMethod', defaultMessage: 'To send by Interac e-Transfer to {email}' },
  cardMethod: { id: 'payments.receipt.cardMethod', defaultMessage: '{brand} card {number}' },
  bankMethod: { id: 'payments.receipt.bankMethod', defaultMessage: 'Bank account {number}' },
});
