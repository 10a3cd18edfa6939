import { defineMessages } from 'react-intl';

export const resumeDraftMessages = defineMessages({
  title: { id: 'resumeDraft.title', defaultMessage: 'Answers were left on this device' },
  text: {
    id: 'resumeDraft.text',
    defaultMessage: 'Someone started this form on this device and did not finish it. If it was you, continue where you left off; otherwise start over, and those answers are deleted without being shown.',
  },
  resume: { id: 'resumeDraft.resume', defaultMessage: 'Continue where you left off' },
  startOver: { id: 'resumeDraft.startOver', defaultMessage: 'Start over' },
});
