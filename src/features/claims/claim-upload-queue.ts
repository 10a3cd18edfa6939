// The claim wizard's upload queues, one per kind of file (each has its own call): bytes wait in
// IndexedDB until sent by the one API client.
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { createUploadQueue, indexedDbStore, type FileRef, type UploadQueue } from '../../../renderers/upload-queue.ts';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('File not readable'));
    reader.readAsDataURL(file);
  });
}

export type ClaimFileKind = 'licence' | 'picture';

const CALL = { licence: 'claims.uploadLicenceFile', picture: 'claims.uploadPicture' } as const;
const queues = new Map<ClaimFileKind, UploadQueue>();

export function claimUploadQueue(kind: ClaimFileKind): UploadQueue {
  let queue = queues.get(kind);
  if (!queue) {
    queue = createUploadQueue({
      store: indexedDbStore(kind === 'licence' ? 'iss-claim-uploads' : 'iss-claim-pictures'),
      events: window,
      transport: async (file, onProgress) => {
        onProgress(0.1);
        const content = await base64Of(file);
        onProgress(0.5);
        // The schemas' x-accept lists are the calls' type enums: the control checked the type already.
        const ref: FileRef = await callApi(api(), CALL[kind], { name: file.name, type: file.type as 'image/jpeg', size: file.size, content });
        onProgress(1);
        return { id: ref.id, name: ref.name, size: ref.size, type: ref.type };
      },
    });
    queues.set(kind, queue);
  }
  return queue;
}

/** Whatever a previous page left queued, of every kind. */
export function resumeClaimUploads(): void {
  for (const kind of Object.keys(CALL) as ClaimFileKind[]) void claimUploadQueue(kind).resume();
}

/** Local ids of files (still queued, `local-…`) that a step held before a change and no longer holds. */
export function droppedLocalFiles(before: unknown, after: unknown): string[] {
  const ids = (value: unknown): string[] => {
    if (typeof value !== 'object' || value === null) return [];
    const own = (value as { id?: unknown }).id;
    const here = typeof own === 'string' && own.startsWith('local-') ? [own] : [];
    return [...here, ...Object.values(value as Record<string, unknown>).flatMap(ids)];
  };
  const kept = new Set(ids(after));
  return ids(before).filter((id) => !kept.has(id));
}

/** A file removed from the draft before it was sent is not sent later. */
export function discardDroppedUploads(before: unknown, after: unknown): void {
  for (const id of droppedLocalFiles(before, after)) {
    for (const kind of Object.keys(CALL) as ClaimFileKind[]) void claimUploadQueue(kind).discard(id);
  }
}
