// The documents screen's upload queue: a document the client adds waits in IndexedDB until the
// one API client has sent it (documents.upload), with progress, retry, and a resume after a reload
// or when the connection returns (renderers/upload-queue.ts). Whoever listens hears of each
// document added, so the list can show it.
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import type { DocumentsUploadRequest, Edoc } from '../../api/generated/api-types.ts';
import { createUploadQueue, indexedDbStore, type BlobStore, type UploadQueue, type UploadTransport } from '../../../renderers/upload-queue.ts';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('File not readable'));
    reader.readAsDataURL(file);
  });
}

type AddedListener = (document: Edoc) => void;
const listeners = new Set<AddedListener>();

/** Hears of every document the queue has added (once its upload is done). */
export function onDocumentAdded(listener: AddedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sends one file as documents.upload; the added document is announced to the listeners. */
export function documentTransport(send: (request: DocumentsUploadRequest) => Promise<Edoc> = (request) => callApi(api(), 'documents.upload', request)): UploadTransport {
  return async (file, onProgress) => {
    onProgress(0.1);
    const content = await base64Of(file);
    onProgress(0.5);
    // The form's x-accept list is the call's type enum: the control checked the type already.
    const added = await send({ name: file.name, type: file.type as DocumentsUploadRequest['type'], size: file.size, content });
    onProgress(1);
    for (const listener of listeners) listener(added);
    return { id: added.id, name: added.fileName, size: added.size, type: added.mimeType };
  };
}

let queue: UploadQueue | undefined;

/**
 * The one queue of documents added on this device, created on first use with its bytes in
 * IndexedDB; a test gives another store (memoryStore) before the first use.
 */
export function documentUploadQueue(store?: BlobStore): UploadQueue {
  queue ??= createUploadQueue({ store: store ?? indexedDbStore('iss-document-uploads'), events: window, transport: documentTransport() });
  return queue;
}

let resumed = false;

/** Sends whatever a previous page left queued (once per page). */
export function resumeDocumentUploads(): void {
  if (resumed) return;
  resumed = true;
  void documentUploadQueue().resume();
}
