import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// Screens with a form load the form engine chunk through the fixture backend: on a busy 2-core
// machine that took over the 1 s default of findBy/waitFor (a wait still ends as soon as it holds).
configure({ asyncUtilTimeout: 5_000 });

// Vitest hands a jsdom FormData to Node's fetch by copying each file's bytes from jsdom's Blob
// internals as `_buffer`, which jsdom 29 names `_bytes`: every file part of a multipart body
// (uploads, src/api/upload-file.ts) would carry the text "undefined". Give the old name back.
const blobImpl = Object.getOwnPropertySymbols(Object.getOwnPropertyDescriptors(new Blob()))
  .map((symbol) => (new Blob() as unknown as Record<symbol, unknown>)[symbol])
  .find((impl) => typeof impl === 'object' && impl !== null && '_bytes' in impl);
if (blobImpl && !('_buffer' in blobImpl)) {
  Object.defineProperty(Object.getPrototypeOf(blobImpl), '_buffer', {
    get(this: { _bytes: Uint8Array }) {
      return this._bytes;
    },
  });
}
