import { defineMessages } from 'react-intl';

/** Texts every flow shows; a flow's own texts (what is sent, to whom) are in its definition. */
export const flowMessages = defineMessages({
  completed: { id: 'flow.completed', defaultMessage: '(completed)' },
  needsAttention: { id: 'flow.needsAttention', defaultMessage: '(needs attention)' },
  optional: { id: 'flow.optional', defaultMessage: '(optional)' },
  next: { id: 'flow.next', defaultMessage: 'Next' },
  back: { id: 'flow.back', defaultMessage: 'Back' },
  review: { id: 'flow.review', defaultMessage: 'Review and send' },
  edit: { id: 'flow.edit', defaultMessage: 'Edit' },
  notCompleted: { id: 'flow.notCompleted', defaultMessage: 'Not completed' },
  notValid: { id: 'flow.notValid', defaultMessage: 'Some answers need to be corrected' },
  skipped: { id: 'flow.skipped', defaultMessage: 'Skipped (optional)' },
  missingTitle: { id: 'flow.missingTitle', defaultMessage: 'Before you can send, please complete:' },
  sending: { id: 'flow.sending', defaultMessage: 'Sending…' },
  loadingForm: { id: 'flow.loadingForm', defaultMessage: 'Loading the form…' },
  checkingStep: { id: 'flow.checkingStep', defaultMessage: 'Checking your answers…' },
  yes: { id: 'flow.yes', defaultMessage: 'Yes' },
  no: { id: 'flow.no', defaultMessage: 'No' },
  reset: { id: 'flow.reset', defaultMessage: 'Start over' },
  resetQuestion: { id: 'flow.resetQuestion', defaultMessage: 'Clear every answer? This cannot be undone.' },
  resetConfirm: { id: 'flow.resetConfirm', defaultMessage: 'Clear all answers' },
  resetCancel: { id: 'flow.resetCancel', defaultMessage: 'Keep my answers' },
  resetDone: { id: 'flow.resetDone', defaultMessage: 'All answers were cleared.' },
  // After a refused send that names a field, before the link to the step (and field) to change.
  checkStep: { id: 'flow.checkStep', defaultMessage: 'Please check:' },
});

export const flowValueMessages = defineMessages<{ stepOf: { current: number; total: number }; stepField: { step: string; field: string } }>({
  stepOf: { id: 'flow.stepOf', defaultMessage: 'Step {current} of {total}' },
  // A step and a field of its form, as a refusal names them.
  stepField: { id: 'flow.stepField', defaultMessage: '{step}: {field}' },
});
