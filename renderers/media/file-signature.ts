// What a file is, by its first bytes rather than the name or the MIME type the browser guessed from
// the name (an HTML page named `.pdf` is typed application/pdf): PDF, JPEG, PNG, HEIC/HEIF, WebP.
// A file whose bytes are not of its declared type is refused before it is sent.

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The type the first bytes show, or undefined when they are none of the known ones. */
export function typeBySignature(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return undefined;
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(part);
  });
}

/** Whether the file's first bytes are those of its declared type (HEIF also for image/heif). */
export async function contentMatchesType(file: Blob): Promise<boolean> {
  try {
    const found = typeBySignature(await firstBytes(file, 16));
    const declared = file.type === 'image/heif' ? 'image/heic' : file.type;
    return found !== undefined && found === declared;
  } catch {
    return false;
  }
}
