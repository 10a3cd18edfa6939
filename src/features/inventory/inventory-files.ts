// Photos and receipts of inventory items. A file chosen (a photo resized on the device first, like
// the claim's pictures) goes into the one upload queue (renderers/upload-queue.ts: bytes in
// IndexedDB, progress, retry, resumed after a reload or when the connection returns) and into the
// item's files at once under its state id (docs/product-rules.md#inventory); once the server has it (inventory.uploadFile,
// multipart with byte progress through src/api/upload-file.ts), the item is saved again with the
// server's reference in its place. One queue per user, paused while another user is signed in.
import { api } from '../../api/api.ts';
import { uploadFile } from '../../api/upload-file.ts';
import type { FileRef, InventoryUploadFileRequest } from '../../api/generated/api-types.ts';
import { currentOwner } from '../../state/persistence.ts';
import { createUploadQueue, indexedDbStore, memoryStore, type BlobStore, type UploadQueue, type UploadTransport } from '../../../renderers/upload-queue.ts';
import { resizeImage } from '../../../renderers/media/image-resize.ts';
import { contentMatchesType } from '../../../renderers/media/file-signature.ts';
import { isLocalId } from './inventory-model.ts';
import { currentView, itemsWithFile, setItemFiles } from './inventory-store.ts';

/** What a receipt may be; photos are the image types of it. */
export const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A user's file is sent only while that user is signed in. */
class NotSignedInOwnerError extends Error {
  constructor() {
    super('The file waits for the user who added it');
  }
}

function inventoryTransport(owner?: string | null): UploadTransport {
  return async (file, onProgress) => {
    if (owner !== undefined && currentOwner() !== owner) throw new NotSignedInOwnerError();
    const request: InventoryUploadFileRequest = { name: file.name, type: file.type as InventoryUploadFileRequest['type'], size: file.size, file };
    const stored = await uploadFile(api(), 'inventory.uploadFile', request, { onProgress });
    return { id: stored.id, name: stored.name, size: stored.size, type: stored.type, ...(stored.url ? { url: stored.url } : {}) } as FileRef;
  };
}

function inventoryUploadStoreName(owner: string | null): string {
  return owner ? `iss-inventory-uploads-${owner}` : 'iss-inventory-uploads';
}

const queues = new Map<string, UploadQueue>();
const swappers = new WeakMap<UploadQueue, () => void>();
let storeOf = (owner: string | null): BlobStore => indexedDbStore(inventoryUploadStoreName(owner));

/** State ids of the files items hold that the server does not have yet. */
function waitingFileIds(): string[] {
  const ids: string[] = [];
  for (const list of Object.values(currentView().items)) for (const item of list) for (const file of item.files) if (isLocalId(file.id)) ids.push(file.id);
  return ids;
}

/** Once a file is on the server, every item holding its state id gets the server's reference (a further save). */
function swapWhenDone(queue: UploadQueue, owner: string | null): () => void {
  const swapped = new Set<string>();
  return () => {
    if (currentOwner() !== owner) return;
    for (const id of waitingFileIds()) {
      const state = queue.state(id);
      if (state?.status !== 'done' || !state.ref || swapped.has(id)) continue;
      swapped.add(id);
      const ref = state.ref as FileRef;
      for (const item of itemsWithFile(id)) setItemFiles(item.id, (files) => files.map((file) => (file.id === id ? { ...ref, name: file.name } : file)));
    }
  };
}

/** The queue of the files a user added on this device (default: the signed-in user). A test gives a store. */
export function inventoryUploadQueue(store?: BlobStore, owner: string | null = currentOwner()): UploadQueue {
  if (store) storeOf = (user) => (user === owner ? store : memoryStore());
  const key = owner ?? '';
  let queue = queues.get(key);
  if (!queue) {
    queue = createUploadQueue({
      store: storeOf(owner),
      events: typeof window === 'undefined' ? undefined : window,
      paused: () => currentOwner() !== owner,
      transport: inventoryTransport(owner),
    });
    const swap = swapWhenDone(queue, owner);
    queue.subscribe(swap);
    swappers.set(queue, swap);
    queues.set(key, queue);
  }
  return queue;
}

const resumed = new Set<string>();

/** Sends what a previous page left queued for the signed-in user (once per page and user). */
export function resumeInventoryUploads(): void {
  const owner = currentOwner();
  if (resumed.has(owner ?? '')) return;
  resumed.add(owner ?? '');
  void inventoryUploadQueue().resume();
}

/** How many photos and receipts of a user wait on this device (IndexedDB) to be sent. */
export async function waitingInventoryFileCount(owner: string): Promise<number> {
  return (await storeOf(owner).keys()).length;
}

/** An explicit logout deleted the user's inventory changes: the files still waiting go too. */
export async function discardInventoryUploads(owner: string): Promise<void> {
  await inventoryUploadQueue(undefined, owner).clear();
  resumed.delete(owner);
}

export type FileKind = 'photo' | 'receipt';

type AddFileOutcome = { ok: true; ref: FileRef } | { ok: false; problem: 'type' | 'size' | 'empty' };

/**
 * A file chosen for an item: checked (type, size), a photo resized on the device, queued, and put
 * in the item's files at once with its state id.
 */
export async function addItemFile(itemId: string, picked: File, kind: FileKind, queue: UploadQueue = inventoryUploadQueue()): Promise<AddFileOutcome> {
  const types: readonly string[] = kind === 'photo' ? PHOTO_TYPES : RECEIPT_TYPES;
  if (!types.includes(picked.type)) return { ok: false, problem: 'type' };
  if (picked.size === 0) return { ok: false, problem: 'empty' };
  // Checked by its first bytes too: the browser's type only follows the name.
  if (!(await contentMatchesType(picked))) return { ok: false, problem: 'type' };
  const file = picked.type.startsWith('image/') ? await resizeImage(picked) : picked;
  if (file.size > MAX_FILE_BYTES || file.size === 0) return { ok: false, problem: 'size' };
  const id = await queue.enqueue(file);
  const ref: FileRef = { id, name: file.name, size: file.size, type: file.type };
  previews.set(id, file);
  setItemFiles(itemId, (files) => [...files, ref]);
  // A very quick upload may have ended before the item held the file.
  swappers.get(queue)?.();
  return { ok: true, ref };
}

/** Removes a file from an item (a queued one is dropped from the queue too). */
export async function removeItemFile(itemId: string, fileId: string, queue: UploadQueue = inventoryUploadQueue()): Promise<void> {
  setItemFiles(itemId, (files) => files.filter((file) => file.id !== fileId));
  if (isLocalId(fileId)) await queue.discard(fileId);
}

/** The bytes of files chosen on this page (their preview until the server has them). */
const previews = new Map<string, Blob>();

/** A local preview of a queued file: from this page, else from the queue's store (after a reload). */
export async function localPreview(fileId: string): Promise<Blob | undefined> {
  const known = previews.get(fileId);
  if (known) return known;
  try {
    const stored = await storeOf(currentOwner()).get(fileId);
    if (stored) previews.set(fileId, stored);
    return stored;
  } catch {
    return undefined;
  }
}
