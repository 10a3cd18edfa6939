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

interface FramingInput {
  framed: boolean;
  mode: ClientMode;
  ownOrigin: string;
  /** The embedding page's origin, when known. */
  parentOrigin: string | undefined;
  allowedParentOrigins: readonly string[];
  /**
   * Every ancestor's origin, nearest first (location.ancestorOrigins), where the browser gives
   * them: an allowed page that is itself framed by a foreign one does not count as allowed.
   */
  ancestorOrigins?: readonly string[];
}

export function framingAllowed({ framed, mode, ownOrigin, parentOrigin, allowedParentOrigins, ancestorOrigins }: FramingInput): boolean {
  if (!framed) return true;
  const acceptable = (origin: string) => origin === ownOrigin || (mode === 'widget' && originAllowed(origin, allowedParentOrigins));
  if (ancestorOrigins && ancestorOrigins.length > 0 && !ancestorOrigins.every(acceptable)) return false;
  if (parentOrigin === ownOrigin) return true;
  return mode === 'widget' && parentOrigin !== undefined && originAllowed(parentOrigin, allowedParentOrigins);
}

/** Every ancestor's origin, nearest first, where the browser gives them (Chromium, Safari). */
export function ancestorOriginsOf(win: Window = window): string[] | undefined {
  const ancestors = win.location.ancestorOrigins;
  return ancestors && ancestors.length > 0 ? Array.from(ancestors) : undefined;
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
