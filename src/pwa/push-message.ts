// What the service worker shows for a push and where a tap on it leads (sw.ts). Pure, so the
// worker's handlers stay two lines each and this is tested in node.
//
// A push's data (ours; the spec does not show it) is JSON:
//   { "kind": "chat" | "documents", "title"?: string, "body"?: string, "language"?: "en" | "fr", "tag"?: string }
// push.chat pushes lead to the chat, push.documents pushes to the documents list.
import { PATHS } from '../paths/paths.ts';
import { safeUrl } from '../paths/safe-url.ts';

interface PushNotification {
  title: string;
  options: { body: string; tag: string; data: { url: string }; icon?: string };
}

const TEXTS = {
  en: { chat: ['New message', 'You have a new chat message.'], documents: ['New document', 'A new document is available.'], other: ['Notification', ''] },
  fr: { chat: ['Nouveau message', 'Vous avez un nouveau message dans le clavardage.'], documents: ['Nouveau document', 'Un nouveau document est disponible.'], other: ['Notification', ''] },
} as const;

const MAX_TEXT = 300;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_TEXT) : undefined;
}

/** The in-app path a push of this kind opens. */
export function pushTarget(kind: unknown): string {
  if (kind === 'chat') return PATHS.chat;
  if (kind === 'documents') return PATHS.documents;
  return PATHS.home;
}

/** The notification for a push's data (JSON text or already parsed); anything malformed still shows a plain one. */
export function pushNotification(data: unknown): PushNotification {
  let payload: Record<string, unknown> = {};
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      payload = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { body: data };
    } catch {
      payload = { body: data };
    }
  } else if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    payload = data as Record<string, unknown>;
  }
  const kind = payload.kind === 'chat' || payload.kind === 'documents' ? payload.kind : 'other';
  const texts = TEXTS[payload.language === 'fr' ? 'fr' : 'en'][kind];
  return {
    title: text(payload.title) ?? texts[0],
    options: { body: text(payload.body) ?? texts[1], tag: text(payload.tag) ?? `push-${kind}`, data: { url: pushTarget(payload.kind) } },
  };
}

/** The same-origin url a tap opens: the notification's own path, never another site. */
export function clickTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return new URL(safeUrl(url, { origin, kind: 'path' }) ?? PATHS.home, origin).href;
}

/** The window to focus: one already showing the target, else any window of the app, else none (open one). */
export function pickClient<C extends { url: string }>(clients: readonly C[], target: string): { client: C; navigate: boolean } | undefined {
  const exact = clients.find((client) => client.url === target);
  if (exact) return { client: exact, navigate: false };
  const any = clients[0];
  return any ? { client: any, navigate: true } : undefined;
}
