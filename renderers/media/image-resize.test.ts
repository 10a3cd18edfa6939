import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitWithin, resizeImage } from './image-resize.ts';

describe('fitWithin', () => {
  it.each([
    [4032, 3024, 1600, 1600, 1200],
    [3024, 4032, 1600, 1200, 1600],
    [1600, 900, 1600, 1600, 900],
    [800, 600, 1600, 800, 600],
    [5000, 10, 1000, 1000, 2],
  ])('%i×%i within %i is %i×%i', (w, h, max, ew, eh) => {
    expect(fitWithin(w, h, max)).toEqual({ width: ew, height: eh });
  });

  it('never exceeds the edge, never enlarges and keeps the ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 16, max: 4000 }), (w, h, max) => {
        const out = fitWithin(w, h, max);
        const longest = Math.max(w, h);
        if (longest <= max) {
          expect(out).toEqual({ width: w, height: h });
          return;
        }
        expect(Math.max(out.width, out.height)).toBe(max);
        const scale = max / longest;
        expect(Math.abs(out.width - w * scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(out.height - h * scale)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('resizeImage', () => {
  it('sends a file it cannot re-encode as it is (HEIC, PDF)', async () => {
    const heic = new File([new Uint8Array(10)], 'a.heic', { type: 'image/heic' });
    expect(await resizeImage(heic)).toBe(heic);
    const pdf = new File([new Uint8Array(10)], 'a.pdf', { type: 'application/pdf' });
    expect(await resizeImage(pdf)).toBe(pdf);
  });
});
