import { defineMessages } from 'react-intl';

export const formMessages = defineMessages<{ errorSummary: { count: number } }>({
  errorSummary: { id: 'form.errorSummary', defaultMessage: '{count, plural, one {# problem needs your attention} other {# problems need your attention}}' },
});

export const formTextMessages = defineMessages({
  submit: { id: 'form.submit', defaultMessage: 'Submit' },
  loading: { id: 'form.loading', defaultMessage: 'Loading the form…' },
  loadFailed: { id: 'form.loadFailed', defaultMessage: 'The form could not be loaded. Check your connection and try again.' },
  retry: { id: 'form.retry', defaultMessage: 'Try again' },
});
