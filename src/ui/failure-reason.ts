// Why a call failed, in the words the user reads after the screen's own sentence ("… could not be
// saved."): the server's message when it gave one, else the catalogue's generic text in the
// user's language. The client's fallback (GENERIC_ERROR_MESSAGE: a network error, an answer
// without a message, a failure the client made itself) is English only and never reaches the
// screen as such; the client keeps its technical detail in the error's payload. Mapped when shown, not
// when stored: a kept failure (an outbox entry) follows a later change of language
// (docs/adr/0065-failure-reasons-in-the-users-language.md).
import { defineMessages, type IntlShape } from 'react-intl';
import { isServerMessage } from '../api/api-error.ts';

const failureReasonMessages = defineMessages({
  generic: { id: 'ui.request.failureReason', defaultMessage: 'Something went wrong, please try again.' },
});

/** The reason of a failure ('' when there is no failure message at all). */
export function failureReason(intl: IntlShape, message: string | null | undefined): string {
  if (typeof message !== 'string' || message.trim() === '') return '';
  return isServerMessage(message) ? message : intl.formatMessage(failureReasonMessages.generic);
}

/** The screen's sentence followed by the failure's reason: 'Could not be saved. <reason>'. */
export function failureText(intl: IntlShape, what: string, message: string | null | undefined): string {
  const reason = failureReason(intl, message);
  return reason ? `${what} ${reason}` : what;
}
