// Storage kept in memory, for a widget whose browser blocks its storage: everything that reads
// window.localStorage / sessionStorage keeps working for as long as the page is open.

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }
}

/** Puts storages in place of the window's blocked ones (in memory, or granted by the Storage Access API). */
export function replaceWindowStorage(win: Window, storages: { localStorage: Storage; sessionStorage: Storage }): void {
  for (const [name, storage] of Object.entries(storages)) {
    Object.defineProperty(win, name, { value: storage, configurable: true, enumerable: true });
  }
}
