import { describe, expect, it } from 'vitest';
import { createUploadQueue, memoryStore, type FileRef, type UploadTransport } from './upload-queue.ts';

const file = (name = 'licence.jpg') => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function transport(results: ('ok' | 'fail')[]): UploadTransport & { calls: number; progress: number[] } {
  const fn = (async (f: File, onProgress: (x: number) => void): Promise<FileRef> => {
    fn.calls += 1;
    onProgress(0.5);
    fn.progress.push(0.5);
    if (results.shift() === 'fail') throw new Error('Network down');
    onProgress(1);
    return { id: `srv-${fn.calls}`, name: f.name, size: f.size, type: f.type };
  }) as UploadTransport & { calls: number; progress: number[] };
  fn.calls = 0;
  fn.progress = [];
  return fn;
}

describe('upload queue', () => {
  it('uploads with progress and ends with a file reference, dropping the queued bytes', async () => {
    const store = memoryStore();
    const send = transport(['ok']);
    const queue = createUploadQueue({ transport: send, store, newId: () => 'a' });
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.state('a')?.progress ?? -1));
    await queue.enqueue(file());
    await settle();
    expect(queue.state('a')).toMatchObject({ status: 'done', progress: 1, ref: { id: 'srv-1', name: 'licence.jpg', size: 2048, type: 'image/jpeg' } });
    expect(seen).toContain(0.5);
    expect(await store.keys()).toEqual([]);
  });

  it('keeps a failed upload and retries it on demand', async () => {
    const send = transport(['fail', 'ok']);
    const queue = createUploadQueue({ transport: send, store: memoryStore(), newId: () => 'a' });
    await queue.enqueue(file());
    await settle();
    expect(queue.state('a')).toMatchObject({ status: 'failed', error: 'Network down' });
    await queue.retry('a');
    expect(queue.state('a')?.status).toBe('done');
    expect(send.calls).toBe(2);
  });

  it('waits while offline and uploads when the connection returns', async () => {
    let online = false;
    const events = new EventTarget();
    const send = transport(['ok']);
    const queue = createUploadQueue({ transport: send, store: memoryStore(), isOnline: () => online, events, newId: () => 'a' });
    await queue.enqueue(file());
    await settle();
    expect(queue.state('a')?.status).toBe('queued');
    expect(send.calls).toBe(0);
    online = true;
    events.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    expect(queue.state('a')?.status).toBe('done');
  });

  it('resumes what a previous page left queued', async () => {
    const store = memoryStore();
    await store.set('left-over', file('photo.jpg'));
    const queue = createUploadQueue({ transport: transport(['ok']), store });
    await queue.resume();
    expect(queue.state('left-over')).toMatchObject({ status: 'done', name: 'photo.jpg' });
  });

  it('forgets a discarded file: its bytes go and it is not uploaded when the connection returns', async () => {
    let online = false;
    const events = new EventTarget();
    const store = memoryStore();
    const send = transport(['ok']);
    const queue = createUploadQueue({ transport: send, store, isOnline: () => online, events, newId: () => 'a' });
    await queue.enqueue(file());
    await queue.discard('a');
    expect(queue.state('a')).toBeUndefined();
    expect(await store.keys()).toEqual([]);
    online = true;
    events.dispatchEvent(new Event('online'));
    await settle();
    expect(send.calls).toBe(0);
  });
  it('sends nothing while paused (its owner is not signed in) and sends on resume once unpaused', async () => {
    let paused = true;
    const send = transport(['ok']);
    const store = memoryStore();
    const queue = createUploadQueue({ transport: send, store, paused: () => paused, newId: () => 'a' });
    await queue.enqueue(file());
    await settle();
    expect(send.calls).toBe(0);
    expect(queue.state('a')?.status).toBe('queued');
    expect(await store.keys()).toEqual(['a']);
    paused = false;
    await queue.resume();
    expect(send.calls).toBe(1);
    expect(queue.state('a')?.status).toBe('done');
  });

  it('clear forgets every file and its bytes, with or without a store clear', async () => {
    const { clear: _clear, ...withoutClear } = memoryStore();
    for (const store of [memoryStore(), withoutClear]) {
      let n = 0;
      const queue = createUploadQueue({ transport: transport([]), store, paused: () => true, newId: () => `f${(n += 1)}` });
      await queue.enqueue(file('a.jpg'));
      await queue.enqueue(file('b.jpg'));
      expect((await store.keys()).length).toBe(2);
      await queue.clear();
      expect(await store.keys()).toEqual([]);
      expect(queue.state('f1')).toBeUndefined();
    }
  });
});
