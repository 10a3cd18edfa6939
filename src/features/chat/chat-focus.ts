// Once a visitor has given name and e-mail, the form that had the focus gives way to the
// conversation: its message box takes the focus as it opens, rather than the focus falling to
// the body (the conversation opened for another reason leaves the focus where it is).
let messageFocusPending = false;

/** The next conversation to open takes the focus on its message box. */
export function focusMessageOnOpen(): void {
  messageFocusPending = true;
}

/** Whether the conversation now opening should take the focus (asked once). */
export function takeMessageFocus(): boolean {
  const pending = messageFocusPending;
  messageFocusPending = false;
  return pending;
}
