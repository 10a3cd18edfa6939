import { describe, expect, it } from 'vitest';
import { storageSupport } from './storage-check.ts';
import { MemoryStorage, replaceWindowStorage } from './memory-storage.ts';

function fakeWindow(options: { cookies: boolean; storage: boolean }) {
  const blocked = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  const storage = options.storage ? new MemoryStorage() : { setItem: blocked, removeItem: blocked };
  let jar = '';
  const doc = {
    get cookie() {
      return options.cookies ? jar : '';
    },
    set cookie(value: string) {
      jar = value.includes('Max-Age=0') ? '' : value.split(';')[0] ?? '';
    },
  } as unknown as Document;
  const win = { navigator: { cookieEnabled: options.cookies }, localStorage: storage, sessionStorage: storage } as unknown as Window;
  return { doc, win };
}

describe('storage support', () => {
  it.each([
    [{ cookies: true, storage: true }, 'full'],
    [{ cookies: true, storage: false }, 'cookies-only'],
    [{ cookies: false, storage: true }, 'none'],
    [{ cookies: false, storage: false }, 'none'],
  ] as const)('%j → %s', (options, support) => {
    const { doc, win } = fakeWindow(options);
    expect(storageSupport(doc, win)).toBe(support);
  });

  it('puts working storages in place of blocked ones', () => {
    const target = {} as Window;
    const local = new MemoryStorage();
    replaceWindowStorage(target, { localStorage: local, sessionStorage: new MemoryStorage() });
    target.localStorage.setItem('iss:x', '1');
    expect(local.getItem('iss:x')).toBe('1');
    expect(target.localStorage.length).toBe(1);
    expect(target.localStorage.key(0)).toBe('iss:x');
    target.localStorage.clear();
    expect(target.localStorage.getItem('iss:x')).toBeNull();
  });
});
