// The states of a read screen around one call (docs/architecture.md#read-screens): loading
// (role=status), failure with the server's message and a Retry button (role=alert), empty, and
// the data. Data kept from an earlier success stays shown under a failure (docs/product-rules.md#request-cycle: nothing
// shown disappears), and the failure then says so when the screen gives the words for it
// (`keptText`), rather than that nothing could be loaded.
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { failureText } from './failure-reason.ts';

export const requestStatusMessages = defineMessages({
  loading: { id: 'ui.request.loading', defaultMessage: 'Loading…' },
  error: { id: 'ui.request.error', defaultMessage: 'This could not be loaded.' },
  retry: { id: 'ui.request.retry', defaultMessage: 'Try again' },
  empty: { id: 'ui.request.empty', defaultMessage: 'Nothing to show yet.' },
});

/** What RequestStatus reads: a useCall result, or any RequestState snapshot with a retry. */
export interface RequestStatusCall<T> {
  inProgress: boolean;
  /** useCall's: nothing to show yet and a call under way or about to start; else inProgress. */
  loading?: boolean;
  success: boolean | null;
  message: string | null;
  data: T | null;
  retry: () => unknown;
}

interface RequestStatusProps<T> {
  call: RequestStatusCall<T>;
  /** What could not be loaded, e.g. 'The claim numbers could not be loaded.'; the server's message follows. */
  errorText?: string;
  /**
   * The failure's words when data from an earlier success is shown under it: what could not be
   * updated (the server's message follows), then what the shown data is, e.g. 'Your policies could
   * not be updated.' and 'The list below is the one loaded earlier.' Without it, errorText.
   */
  keptText?: { error: string; shown: string };
  loadingText?: string;
  /** True when the data has nothing to show: the empty state replaces the children. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ReactNode;
}

export function RequestStatus<T>({ call, errorText, keptText, loadingText, isEmpty, emptyText, children }: RequestStatusProps<T>) {
  const intl = useIntl();
  const loading = call.loading ?? (call.inProgress && call.data === null);
  const data = call.data;
  const kept = data !== null ? keptText : undefined;
  return (
    <>
      {loading && (
        <p className="request-loading" role="status">
          {loadingText ?? intl.formatMessage(requestStatusMessages.loading)}
        </p>
      )}
      {call.success === false && (
        <div className="inline-error" role="alert">
          <p>
            {failureText(intl, kept?.error ?? errorText ?? intl.formatMessage(requestStatusMessages.error), call.message)}
          </p>
          {kept && <p>{kept.shown}</p>}
          <button type="button" className="button" onClick={() => void call.retry()}>
            {intl.formatMessage(requestStatusMessages.retry)}
          </button>
        </div>
      )}
      {data !== null &&
        (isEmpty?.(data) ? <p className="empty-state">{emptyText ?? intl.formatMessage(requestStatusMessages.empty)}</p> : children(data))}
    </>
  );
}
