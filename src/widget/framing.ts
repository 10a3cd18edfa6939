// Who may show the app inside a frame (issue: framing). The full page renders only at the top or in
// a frame of its own origin; widget mode only inside a page whose origin the brokerage allows
// (settings widgetOptions.allowedParentOrigins). The parent's origin is the browser's word for it
// (location.ancestorOrigins) where the browser gives one, never just the referrer.
import type { ClientMode } from '../settings/runtime.ts';

/** Whether `origin` is in the list; an entry may end in `:*` for any port (local testing). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    if (entry === origin) return true;
    if (!entry.endsWith(':*')) return false;
    const base = entry.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)));
  });
}

export interface FramingInput {
  framed: boolean;
  mode: ClientMode;
  ownOrigin: string;
  /** The embedding page's origin, when known. */
  parentOrigin: string | undefined;
  allowedParentOrigins: readonly string[];
}

export function framingAllowed({ framed, mode, ownOrigin, parentOrigin, allowedParentOrigins }: FramingInput): boolean {
  if (!framed) return true;
  if (parentOrigin === ownOrigin) return true;
  return mode === 'widget' && parentOrigin !== undefined && originAllowed(parentOrigin, allowedParentOrigins);
}

/** The embedding page's origin as the browser reports it, else (same origin) as read, else undefined. */
export function embeddingOrigin(win: Window = window): string | undefined {
  if (win.parent === win) return undefined;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.parent.location.origin; // Same origin only; a foreign parent throws.
  } catch {
    return undefined;
  }
}
