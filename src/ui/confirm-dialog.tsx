// The one modal question before something destructive (remove a user, delete a room or an item).
// A native <dialog> in the top layer: focus stays inside, Escape cancels, Cancel has the focus
// first (Enter on an unexpected dialog must not delete anything), and focus goes back to what
// opened it. jsdom has no showModal: there it is only open.
import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import './confirm-dialog.css';
import { busyButton } from '../../renderers/busy-button.ts';

interface ConfirmDialogProps {
  title: string;
  /** The consequence, read with the title by screen readers. */
  text?: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** role=alert content under the question (a failed confirm). */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, children, confirmLabel, cancelLabel, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  // Cancel has the focus first: Enter on an unexpected dialog must not delete anything.
  const dialog = useModalDialog(onCancel, cancelButton);
  const titleId = useId();
  const textId = useId();
  return (
    <dialog ref={dialog} className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={text ? textId : undefined}>
      <h2 id={titleId}>{title}</h2>
      {text && <p id={textId}>{text}</p>}
      {children}
      {error}
      <div className="confirm-actions">
        <button ref={cancelButton} type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button danger" {...busyButton(busy)} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
