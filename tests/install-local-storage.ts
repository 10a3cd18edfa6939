// A fresh in-memory localStorage for node tests, whose keys Object.keys(localStorage) lists as a
// browser's does (the persistence layer walks them).
import { MemoryStorage } from '../src/state/memory-storage.ts';

export function installLocalStorage(): MemoryStorage {
  const store = new MemoryStorage();
  const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
  const handler: ProxyHandler<MemoryStorage> = {
    ownKeys: keys,
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: new Proxy(store, handler), configurable: true });
  return store;
}

/** Every stored value, in key order. */
export function storedValues(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? '');
}
