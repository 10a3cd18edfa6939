// When the install prompt shows (docs/product-rules.md#install-prompt, docs/product-rules.md#constants): 4 s after load, on a device that
// can install (the browser offered an install prompt, or iOS Safari), when not already installed,
// not dismissed before, and never in widget mode.

export const INSTALL_PROMPT_DELAY_MS = 4_000;
export const INSTALL_DISMISSED_KEY = 'iss:installDismissed';

export interface InstallContext {
  mode: 'direct' | 'app' | 'widget';
  standalone: boolean;
  dismissed: boolean;
  /** The browser fired beforeinstallprompt. */
  canPrompt: boolean;
  isIosSafari: boolean;
  msSinceLoad: number;
}

export type InstallPromptKind = 'button' | 'ios' | null;

export function installPromptKind(context: InstallContext): InstallPromptKind {
  if (context.mode !== 'direct' || context.standalone || context.dismissed) return null;
  if (context.msSinceLoad < INSTALL_PROMPT_DELAY_MS) return null;
  if (context.canPrompt) return 'button';
  return context.isIosSafari ? 'ios' : null;
}

export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}
