// Bytes of a given size that start with the signature of their type, as a real file's do (uploads
// check files by their first bytes: renderers/media/file-signature.ts).
const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [...'%PDF-1.7'].map((char) => char.charCodeAt(0)),
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

export function fileBytes(type: string, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  bytes.set((SIGNATURES[type] ?? []).slice(0, size));
  return bytes;
}
