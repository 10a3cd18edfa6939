// The documents upload queue belongs to its user: each user's documents wait in
// a store of their own, and a document A added offline is sent only while A is signed in — never
// with B's session; A's explicit logout deletes A's waiting documents, not B's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, type BlobStore } from '../../../../renderers/upload-queue.ts';
import { ownerKeyOf, setSliceOwner } from '../../../state/persistence.ts';

const sent = vi.hoisted(() => [] as { name: string; token: string | null }[]);
const signedIn = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('../../../api/upload-file.ts', () => ({
  uploadFile: vi.fn(async (_client: unknown, _name: string, request: { name: string; size: number; type: string; file: Blob }) => {
    expect(request.file).toBeInstanceOf(Blob);
    sent.push({ name: request.name, token: signedIn.token });
    return { id: `doc-${sent.length}`, fileName: request.name, size: request.size, mimeType: request.type };
  }),
}));
vi.mock('../../../api/api.ts', () => ({ api: () => ({}) }));

const { discardDocumentUploads, documentUploadQueue, documentUploadStoreName, resumeDocumentUploads } = await import('./document-upload-queue.ts');

const A = 'emilie.tremblay@example.ca';
const B = 'bob@example.com';
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Signs a user in as the app does: the session's user becomes the slices' owner. */
function signIn(email: string | null): void {
  setSliceOwner(email);
  signedIn.token = email ? `token-of-${email}` : null;
}

let online = true;
beforeEach(() => {
  sent.length = 0;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  signIn(null);
  vi.restoreAllMocks();
});

describe('documents upload queue, per user', () => {
  it('keeps each user’s documents in an IndexedDB store of their own', () => {
    expect(documentUploadStoreName(ownerKeyOf(A))).toBe(`iss-document-uploads-${ownerKeyOf(A)}`);
    expect(documentUploadStoreName(ownerKeyOf(A))).not.toBe(documentUploadStoreName(ownerKeyOf(B)));
    expect(documentUploadStoreName(null)).toBe('iss-document-uploads');
  });

  it('sends a document A queued offline only once A is signed in again, never under B’s session', async () => {
    const store: BlobStore = memoryStore();
    signIn(A);
    // Offline: A's document waits.
    online = false;
    const queueA = documentUploadQueue(store);
    const id = await queueA.enqueue(pdf('a-offline.pdf'));
    await settle();
    expect(queueA.state(id)?.status).toBe('queued');

    // A is logged out automatically; B signs in and the connection returns.
    signIn(null);
    signIn(B);
    expect(documentUploadQueue()).not.toBe(queueA);
    online = true;
    window.dispatchEvent(new Event('online'));
    resumeDocumentUploads();
    await queueA.resume();
    await settle();
    expect(sent).toEqual([]);
    expect(queueA.state(id)?.status).toBe('queued');

    // A is back: A's document goes, with A's session.
    signIn(null);
    signIn(A);
    expect(documentUploadQueue()).toBe(queueA);
    await queueA.resume();
    await settle();
    expect(sent).toEqual([{ name: 'a-offline.pdf', token: `token-of-${A}` }]);
    expect(queueA.state(id)?.status).toBe('done');
  });

  it('A’s explicit logout deletes A’s waiting documents and leaves B’s', async () => {
    signIn(A);
    online = false;
    const a = await documentUploadQueue().enqueue(pdf('a.pdf'));
    signIn(null);
    signIn(B);
    const b = await documentUploadQueue().enqueue(pdf('b.pdf'));
    signIn(null);
    await discardDocumentUploads(ownerKeyOf(A));
    expect(documentUploadQueue(undefined, ownerKeyOf(A)).state(a)).toBeUndefined();
    expect(documentUploadQueue(undefined, ownerKeyOf(B)).state(b)?.status).toBe('queued');
    // Back online: A has nothing left to send; B's document goes with B's session.
    online = true;
    signIn(A);
    await documentUploadQueue().resume();
    await settle();
    expect(sent).toEqual([]);
    signIn(null);
    signIn(B);
    await documentUploadQueue().resume();
    await settle();
    expect(sent).toEqual([{ name: 'b.pdf', token: `token-of-${B}` }]);
  });

  it('checks the owner as the upload starts (the session may change while the file waits)', async () => {
    const { documentTransport } = await import('./document-upload-queue.ts');
    const send = vi.fn(async () => ({ id: 'doc-x', fileName: 'x.pdf', size: 8, mimeType: 'application/pdf' }) as never);
    signIn(B);
    await expect(documentTransport(send, ownerKeyOf(A))(pdf('x.pdf'), () => undefined)).rejects.toThrow('waits for the user who added it');
    expect(send).not.toHaveBeenCalled();
    signIn(null);
    signIn(A);
    await documentTransport(send, ownerKeyOf(A))(pdf('x.pdf'), () => undefined);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
