// The one way a <dialog> opens as a modal (the confirm dialog, the slip view): in the top layer
// where the browser can (jsdom has no showModal: there it is only open), Escape calls onCancel
// instead of closing it behind React's back, and on unmount it closes and gives focus back to
// what opened it. Layout effects, so focus has moved before the next key (a plain effect of an
// update that no discrete event caused may run after the next frame).
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** `initialFocus` gets the focus once the dialog is open (otherwise the browser's choice). */
export function useModalDialog(onCancel: () => void, initialFocus?: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  useLayoutEffect(() => {
    cancel.current = onCancel;
  });
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
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
    // Opened once per mount; initialFocus is a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return dialog;
}
