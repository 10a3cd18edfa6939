// A button that opens a file an answer names by url (src/ui/open-file.ts: fetched with the token,
// shown in a new tab). It stays focusable while the file comes (busyButton); a file that cannot
// be opened says so under it, with the reason in the user's language.
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { busyButton } from '../../renderers/busy-button.ts';
import { failureText } from './failure-reason.ts';
import { openFile } from './open-file.ts';
import './open-file-button.css';

export const openFileMessages = defineMessages({
  openError: { id: 'ui.file.openError', defaultMessage: 'The file could not be opened.' },
});

interface OpenFileButtonProps {
  url: string;
  /** The name a saved copy takes (when the file cannot be shown in a tab). */
  fileName: string;
  className?: string;
  'aria-label'?: string;
  /** What could not be opened, e.g. 'The document could not be opened.'; the reason follows. */
  errorText?: string;
  /** Called at the tap, before the file comes. */
  onOpen?: () => void;
  children: ReactNode;
}

export function OpenFileButton({ url, fileName, className, errorText, onOpen, children, ...aria }: OpenFileButtonProps) {
  const intl = useIntl();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={aria['aria-label']}
        {...busyButton(opening)}
        onClick={() => {
          onOpen?.();
          setFailure(null);
          setOpening(true);
          // openFile opens the tab before its first await: still within the tap.
          void openFile(url, fileName).then((outcome) => {
            setOpening(false);
            if (!outcome.ok) setFailure({ message: outcome.message });
          });
        }}
      >
        {children}
      </button>
      {failure && (
        <p className="inline-error open-file-error" role="alert">
          {failureText(intl, errorText ?? intl.formatMessage(openFileMessages.openError), failure.message)}
        </p>
      )}
    </>
  );
}
