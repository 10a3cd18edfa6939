// The claim wizard's upload queues, one per kind of file (each has its own call) and per user
// (drafts belong to their user): bytes wait in IndexedDB until sent by the one API client, only
// while their user is the one signed in; an explicit logout deletes them with the draft.
import { api } from '../../api/api.ts';
import type { CallRequest } from '../../api/call-api.ts';
import { uploadFile } from '../../api/upload-file.ts';
import { currentOwner } from '../../state/persistence.ts';
import { createUploadQueue, indexedDbStore, type FileRef, type UploadQueue } from '../../../renderers/upload-queue.ts';

type ClaimFileKind = 'licence' | 'picture';

const KINDS: readonly ClaimFileKind[] = ['licence', 'picture'];
// The calls' type enums, which the forms' x-accept lists repeat (the file control checks them first).
const LICENCE_TYPES: readonly CallRequest<'claims.uploadLicenceFile'>['type'][] = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'];
const PICTURE_TYPES: readonly CallRequest<'claims.uploadPicture'>['type'][] = ['image/jpeg', 'image/png', 'image/heic', 'image/webp'];

/** The file's type as the call's request takes it; a type the call does not take is an error. */
function acceptedType<T extends string>(type: string, accepted: readonly T[]): T {
  const found = accepted.find((candidate) => candidate === type);
  if (found === undefined) throw new Error(`File type not allowed: ${type}`);
  return found;
}
const queues = new Map<string, UploadQueue>();

/** The IndexedDB database of a kind of file for a user (src/state/persistence.ts ownerKeyOf). */
function claimUploadStoreName(kind: ClaimFileKind, owner: string | null): string {
  const base = kind === 'licence' ? 'iss-claim-uploads' : 'iss-claim-pictures';
  return owner ? `${base}-${owner}` : base;
}

/** The queue of a kind of file for a user (default: the signed-in one). */
export function claimUploadQueue(kind: ClaimFileKind, owner: string | null = currentOwner()): UploadQueue {
  const id = `${kind}:${owner ?? ''}`;
  let queue = queues.get(id);
  if (!queue) {
    queue = createUploadQueue({
      store: indexedDbStore(claimUploadStoreName(kind, owner)),
      events: window,
      // Another user's files wait for them: never sent with someone else's session.
      paused: () => currentOwner() !== owner,
      transport: async (file, onProgress) => {
        // Progress is the share of bytes sent (multipart, XHR upload events).
        const fields = { name: file.name, size: file.size, file };
        const ref: FileRef =
          kind === 'licence'
            ? await uploadFile(api(), 'claims.uploadLicenceFile', { ...fields, type: acceptedType(file.type, LICENCE_TYPES) }, { onProgress })
            : await uploadFile(api(), 'claims.uploadPicture', { ...fields, type: acceptedType(file.type, PICTURE_TYPES) }, { onProgress });
        onProgress(1);
        return { id: ref.id, name: ref.name, size: ref.size, type: ref.type };
      },
    });
    queues.set(id, queue);
  }
  return queue;
}

/** Whatever a previous page left queued, of every kind. */
export function resumeClaimUploads(): void {
  for (const kind of KINDS) void claimUploadQueue(kind).resume();
}

/** An explicit logout deleted the user's claim draft: its files go too. */
export async function discardClaimUploads(owner: string): Promise<void> {
  await Promise.all(KINDS.map((kind) => claimUploadQueue(kind, owner).clear()));
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
    for (const kind of KINDS) void claimUploadQueue(kind).discard(id);
  }
}
