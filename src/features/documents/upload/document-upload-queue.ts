// The documents screen's upload queue: a document the client adds waits in IndexedDB until the
// one API client has sent it (documents.upload), with progress, retry, and a resume after a reload
// or when the connection returns (renderers/upload-queue.ts). Whoever listens hears of each
// document added, so the list can show it. One queue per user, each in its own IndexedDB store: a
// document waits for its user and is sent only while that user is the one signed in (never with
// another user's session); an explicit logout deletes that user's waiting documents.
import { api } from '../../../api/api.ts';
import { uploadFile, type UploadOptions } from '../../../api/upload-file.ts';
import { currentOwner } from '../../../state/persistence.ts';
import type { DocumentsUploadRequest, Edoc } from '../../../api/generated/api-types.ts';
import { createUploadQueue, indexedDbStore, memoryStore, type BlobStore, type UploadQueue, type UploadTransport } from '../../../../renderers/upload-queue.ts';

type AddedListener = (document: Edoc) => void;
const listeners = new Set<AddedListener>();

/** Hears of every document the queue has added (once its upload is done). */
export function onDocumentAdded(listener: AddedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A user's document is sent only while that user is signed in. */
class NotSignedInOwnerError extends Error {
  constructor() {
    super('The document waits for the user who added it');
  }
}

type Send = (request: DocumentsUploadRequest, options: UploadOptions) => Promise<Edoc>;

/**
 * Sends one file as documents.upload (multipart, progress as the share of bytes sent); the added
 * document is announced to the listeners. With an `owner` (a user key, src/state/persistence.ts
 * ownerKeyOf), nothing is sent unless that user is the one signed in when the call starts.
 */
export function documentTransport(send: Send = (request, options) => uploadFile(api(), 'documents.upload', request, options), owner?: string | null): UploadTransport {
  return async (file, onProgress) => {
    // Checked as the upload starts: the queue may have waited while the session changed.
    if (owner !== undefined && currentOwner() !== owner) throw new NotSignedInOwnerError();
    // The form's x-accept list is the call's type enum: the control checked the type already.
    const added = await send({ name: file.name, type: file.type as DocumentsUploadRequest['type'], size: file.size, file }, { onProgress });
    onProgress(1);
    for (const listener of listeners) listener(added);
    return { id: added.id, name: added.fileName, size: added.size, type: added.mimeType };
  };
}

/** The IndexedDB database of a user's documents waiting to be sent (owner: ownerKeyOf of the e-mail). */
export function documentUploadStoreName(owner: string | null): string {
  return owner ? `iss-document-uploads-${owner}` : 'iss-document-uploads';
}

const queues = new Map<string, UploadQueue>();
/** Where the queues keep their bytes: IndexedDB, or a test's store. */
let storeOf = (owner: string | null): BlobStore => indexedDbStore(documentUploadStoreName(owner));

/**
 * The queue of documents a user added on this device (default: the signed-in user), created on
 * first use with its bytes in that user's IndexedDB store; it stays paused while another user (or
 * nobody) is signed in. A test gives a store (memoryStore) before the first use: that user's queue
 * keeps its files there, and any other user's queue in a memory store of its own.
 */
export function documentUploadQueue(store?: BlobStore, owner: string | null = currentOwner()): UploadQueue {
  if (store) storeOf = (user) => (user === owner ? store : memoryStore());
  const id = owner ?? '';
  let queue = queues.get(id);
  if (!queue) {
    queue = createUploadQueue({
      store: storeOf(owner),
      events: window,
      // Another user's documents wait for them: never sent with someone else's session.
      paused: () => currentOwner() !== owner,
      transport: documentTransport(undefined, owner),
    });
    queues.set(id, queue);
  }
  return queue;
}

const resumed = new Set<string>();

/** Sends whatever a previous page left queued for the signed-in user (once per page and user). */
export function resumeDocumentUploads(): void {
  const owner = currentOwner();
  if (resumed.has(owner ?? '')) return;
  resumed.add(owner ?? '');
  void documentUploadQueue().resume();
}

/** How many documents of a user wait on this device (IndexedDB) to be sent. */
export async function waitingDocumentCount(owner: string): Promise<number> {
  return (await storeOf(owner).keys()).length;
}

/** An explicit logout deleted the user's documents state: the documents still waiting go too. */
export async function discardDocumentUploads(owner: string): Promise<void> {
  await documentUploadQueue(undefined, owner).clear();
  resumed.delete(owner);
}
