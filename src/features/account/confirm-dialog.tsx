// A modal question with a destructive confirm and a Cancel (removing a user). A native <dialog>
// in the top layer: focus stays inside, Escape cancels, focus goes back to what opened it. jsdom
// has no showModal: there it is only open.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** role=alert content under the question (a failed confirm). */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const cancel = useRef(onCancel);
  const titleId = useId();
  useEffect(() => {
    cancel.current = onCancel;
  });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    // The safe choice first: Enter on an unexpected dialog must not remove anyone.
    cancelButton.current?.focus();
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel.current();
    };
    element.addEventListener('cancel', onCancelEvent);
    return () => {
      element.removeEventListener('cancel', onCancelEvent);
      if (element.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {error}
      <div className="confirm-actions">
        <button type="button" className="button danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancelButton} type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
