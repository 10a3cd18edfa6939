// The browser's install offer (`beforeinstallprompt`) comes early and only once, so it is kept
// from the start; the install prompt (install-prompt.tsx, loaded later) uses it.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: BeforeInstallPromptEvent | undefined;

export function listenForInstallOffer(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
}

/** The browser's install offer, once it came. */
export function installOffer(): BeforeInstallPromptEvent | undefined {
  return deferred;
}
