// The upload queue of file renderers: the bytes wait in IndexedDB (never a data-URL in form
// state), uploads report progress, a failed upload can be retried, and everything still queued is
// retried when the connection returns or the page reloads. The transport is the app's.
import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

export interface FileRef {
  id: string;
  name: string;
  size: number;
  type: string;
}

type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadState {
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  name: string;
  ref?: FileRef;
  error?: string;
}

export type UploadTransport = (file: File, onProgress: (fraction: number) => void) => Promise<FileRef>;

/** Where queued bytes wait: IndexedDB in the app, a Map in tests. */
export interface BlobStore {
  get(key: string): Promise<File | undefined>;
  set(key: string, file: File): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
  /** Drops every file (a store without it has its keys deleted one by one). */
  clear?(): Promise<void>;
}

export function indexedDbStore(name = 'iss-uploads'): BlobStore {
  const store: UseStore = createStore(name, 'files');
  return {
    get: (key) => get<File>(key, store),
    set: (key, file) => set(key, file, store),
    del: (key) => del(key, store),
    // Without IndexedDB nothing can wait in it: counting what waits (the logout question) finds none.
    keys: async () => (typeof indexedDB === 'undefined' ? [] : (await keys(store)).map(String)),
    clear: () => clear(store),
  };
}

export interface UploadQueue {
  /** Queues a file and starts it when online; resolves to the local id. */
  enqueue(file: File): Promise<string>;
  retry(localId: string): Promise<void>;
  /** Forgets a file the user removed: its bytes are dropped and a running upload is ignored. */
  discard(localId: string): Promise<void>;
  state(localId: string): UploadState | undefined;
  subscribe(listener: () => void): () => void;
  /** Uploads whatever a previous page left queued (call once at start). */
  resume(): Promise<void>;
  /** Forgets every file (the draft they belong to is deleted). */
  clear(): Promise<void>;
}

interface QueueOptions {
  transport: UploadTransport;
  store: BlobStore;
  isOnline?: () => boolean;
  /** Where 'online' events come from (window in the app). */
  events?: Pick<EventTarget, 'addEventListener'>;
  newId?: () => string;
  /** While true, files wait queued and nothing is sent (e.g. their owner is not the signed-in user). */
  paused?: () => boolean;
}

export function createUploadQueue(options: QueueOptions): UploadQueue {
  const states = new Map<string, UploadState>();
  const listeners = new Set<() => void>();
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const newId = options.newId ?? (() => `local-${crypto.randomUUID()}`);
  const notify = () => listeners.forEach((listener) => listener());
  const update = (id: string, change: Partial<UploadState>) => {
    const current = states.get(id);
    if (current) states.set(id, { ...current, ...change });
    notify();
  };

  const start = async (id: string): Promise<void> => {
    const file = await options.store.get(id);
    if (!file) return;
    if (!states.has(id)) states.set(id, { status: 'queued', progress: 0, name: file.name });
    if (!isOnline() || options.paused?.()) {
      update(id, { status: 'queued' });
      return;
    }
    update(id, { status: 'uploading', progress: 0 });
    try {
      const ref = await options.transport(file, (fraction) => update(id, { progress: Math.max(0, Math.min(1, fraction)) }));
      await options.store.del(id);
      update(id, { status: 'done', progress: 1, ref });
    } catch (error) {
      update(id, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  };

  const resumeAll = async () => {
    for (const id of await options.store.keys()) {
      const status = states.get(id)?.status;
      if (status !== 'uploading' && status !== 'done') await start(id);
    }
  };
  options.events?.addEventListener('online', () => void resumeAll());

  return {
    async enqueue(file) {
      const id = newId();
      await options.store.set(id, file);
      states.set(id, { status: 'queued', progress: 0, name: file.name });
      notify();
      void start(id);
      return id;
    },
    retry: (id) => start(id),
    async discard(id) {
      states.delete(id);
      await options.store.del(id);
      notify();
    },
    state: (id) => states.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resume: resumeAll,
    async clear() {
      states.clear();
      if (options.store.clear) await options.store.clear();
      else for (const id of await options.store.keys()) await options.store.del(id);
      notify();
    },
  };
}

export function memoryStore(): BlobStore {
  const files = new Map<string, File>();
  return {
    get: async (key) => files.get(key),
    set: async (key, file) => void files.set(key, file),
    del: async (key) => void files.delete(key),
    keys: async () => [...files.keys()],
    clear: async () => files.clear(),
  };
}
