// What one frame of the studio shows, handed to the frame as its window name (never its url, so
// the app's route and query stay the app's own).
export type Device = 'phone' | 'desktop';
export type FrameMode = 'page' | 'widget';
export type FrameLanguage = 'en' | 'fr';
export type FrameSession = 'signed-out' | 'signed-in';

export interface FrameOptions {
  id: string;
  device: Device;
  mode: FrameMode;
  language: FrameLanguage;
  session: FrameSession;
}

const PREFIX = 'studio-frame:';

export const FRAME_WIDTH: Record<Device, number> = { phone: 390, desktop: 1280 };
export const FRAME_HEIGHT: Record<Device, number> = { phone: 760, desktop: 800 };

/** The fixture user a signed-in frame signs in as (fixtures/data/users.json). */
export const FRAME_USER_EMAIL = 'emilie.tremblay@example.ca';

export function frameName(options: FrameOptions): string {
  return `${PREFIX}${JSON.stringify(options)}`;
}

export function frameOptionsOf(name: string): FrameOptions | undefined {
  if (!name.startsWith(PREFIX)) return undefined;
  try {
    const value = JSON.parse(name.slice(PREFIX.length)) as Partial<FrameOptions>;
    if (typeof value.id !== 'string') return undefined;
    return {
      id: value.id,
      device: value.device === 'desktop' ? 'desktop' : 'phone',
      mode: value.mode === 'widget' ? 'widget' : 'page',
      language: value.language === 'fr' ? 'fr' : 'en',
      session: value.session === 'signed-in' ? 'signed-in' : 'signed-out',
    };
  } catch {
    return undefined;
  }
}

/**
 * Messages between the studio page and its frames (same origin only, checked on receipt). The
 * settings document comes with its change (checked by the studio, and what its server now answers
 * as the fixture backend's settings), so a frame need not ask the backend again.
 */
export type StudioMessage = { type: 'studio:settings-changed'; edit: number; settings: unknown } | { type: 'studio:rendered'; id: string; edit: number };
