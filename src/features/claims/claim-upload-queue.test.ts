import { describe, expect, it } from 'vitest';
import { droppedLocalFiles } from './claim-upload-queue.ts';

const queued = (id: string) => ({ uid: `u-${id}`, id, name: `${id}.jpg`, size: 10, type: 'image/jpeg' });

describe('droppedLocalFiles', () => {
  it.each([
    ['a removed picture still queued', { pictures: [queued('local-1'), queued('local-2')] }, { pictures: [queued('local-2')] }, ['local-1']],
    ['an uploaded picture removed (the server has it)', { pictures: [queued('pic-1')] }, { pictures: [] }, []],
    ['nothing removed', { pictures: [queued('local-1')] }, { pictures: [queued('local-1')] }, []],
    ['a licence file replaced', { licenceFile: queued('local-1') }, { licenceFile: queued('local-9') }, ['local-1']],
    ['a step cleared', { licenceFile: queued('local-1') }, undefined, ['local-1']],
  ])('%s', (_case, before, after, dropped) => {
    expect(droppedLocalFiles(before, after)).toEqual(dropped);
  });
});
