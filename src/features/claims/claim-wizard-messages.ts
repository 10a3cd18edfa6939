import { defineMessages } from 'react-intl';

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

export const wizardMessages = defineMessages({
  steps: { id: 'claims.wizard.steps', defaultMessage: 'Claim steps' },
  completed: { id: 'claims.wizard.completed', defaultMessage: '(completed)' },
  next: { id: 'claims.wizard.next', defaultMessage: 'Next' },
  back: { id: 'claims.wizard.back', defaultMessage: 'Back' },
  review: { id: 'claims.wizard.review', defaultMessage: 'Review and send' },
  reviewIntro: { id: 'claims.wizard.reviewIntro', defaultMessage: 'Check your answers before sending the claim to your broker.' },
  edit: { id: 'claims.wizard.edit', defaultMessage: 'Edit' },
  notCompleted: { id: 'claims.wizard.notCompleted', defaultMessage: 'Not completed' },
  submit: { id: 'claims.wizard.submit', defaultMessage: 'Send the claim' },
  sending: { id: 'claims.wizard.sending', defaultMessage: 'Sending…' },
  submitFailed: { id: 'claims.wizard.submitFailed', defaultMessage: 'Your claim was not sent. Your answers are kept; please try again.' },
  start: { id: 'claims.wizard.start', defaultMessage: 'Start a new claim' },
  loadingForm: { id: 'claims.wizard.loadingForm', defaultMessage: 'Loading the form…' },
  reset: { id: 'claims.wizard.reset', defaultMessage: 'Start over' },
  resetQuestion: { id: 'claims.wizard.resetQuestion', defaultMessage: 'Clear every answer of this claim? This cannot be undone.' },
  resetConfirm: { id: 'claims.wizard.resetConfirm', defaultMessage: 'Clear all answers' },
  resetCancel: { id: 'claims.wizard.resetCancel', defaultMessage: 'Keep my answers' },
  resetDone: { id: 'claims.wizard.resetDone', defaultMessage: 'All answers were cleared.' },
});

export const wizardValueMessages = defineMessages<{ stepOf: { current: number; total: number }; sent: { reference: string }; weatherNow: { weather: string } }>({
  weatherNow: { id: 'claims.wizard.weatherNow', defaultMessage: 'Weather reported: {weather}' },
  stepOf: { id: 'claims.wizard.stepOf', defaultMessage: 'Step {current} of {total}' },
  sent: { id: 'claims.wizard.sent', defaultMessage: 'Your claim was sent. Reference number: {reference}' },
});
