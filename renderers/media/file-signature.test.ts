import { describe, expect, it } from 'vitest';
import { contentMatchesType, typeBySignature } from './file-signature.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('file signatures', () => {
  it.each([
    [text('%PDF-1.7\n'), 'application/pdf'],
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    [new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]), 'image/heic'],
    [text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    [text('<!doctype html><script>'), undefined],
  ])('reads %s as %s', (data, type) => {
    expect(typeBySignature(data)).toBe(type);
  });

  it('refuses HTML named .pdf, and accepts a real PDF', async () => {
    expect(await contentMatchesType(new File(['<html><script>alert(1)</script>'], 'policy.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(await contentMatchesType(new File(['%PDF-1.4 body'], 'policy.pdf', { type: 'application/pdf' }))).toBe(true);
    expect(await contentMatchesType(new File([bytes(0xff, 0xd8, 0xff, 0xe0)], 'photo.png', { type: 'image/png' }))).toBe(false);
  });
});
