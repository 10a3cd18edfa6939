// A file chosen for an item is checked before anything is queued: an empty file has its own
// problem (not "larger than 10 MB"), and a file whose bytes are not of its type is refused.
import { describe, expect, it } from 'vitest';
import { addItemFile } from './inventory-files.ts';
import type { UploadQueue } from '../../../renderers/upload-queue.ts';

const queued: Blob[] = [];
const queue = { enqueue: async (file: Blob) => (queued.push(file), `local-${queued.length}`) } as unknown as UploadQueue;

describe('a receipt chosen for an item', () => {
  it('that is empty gets its own problem and is not queued', async () => {
    expect(await addItemFile('item-1', new File([], 'receipt.pdf', { type: 'application/pdf' }), 'receipt', queue)).toEqual({ ok: false, problem: 'empty' });
    expect(queued).toHaveLength(0);
  });

  it('that is HTML named .pdf is refused by its first bytes', async () => {
    expect(await addItemFile('item-1', new File(['<html><script>x</script>'], 'receipt.pdf', { type: 'application/pdf' }), 'receipt', queue)).toEqual({ ok: false, problem: 'type' });
    expect(queued).toHaveLength(0);
  });
});
