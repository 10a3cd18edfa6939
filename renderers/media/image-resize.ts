// Photos are resized on the device before they are queued: a phone camera's 12-megapixel JPEG
// becomes a few hundred kilobytes, which uploads on poor signal and fits the claim's size limit.

interface ResizeOptions {
  /** Longest edge of the result, in pixels. */
  maxEdge: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

const PHOTO_RESIZE: ResizeOptions = { maxEdge: 1600, quality: 0.85 };

/** The size that fits `maxEdge` on its longest side, keeping the ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge || longest === 0) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Formats the browser can decode and re-encode; others (HEIC, PDF) are sent as they are. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

function jpegName(name: string): string {
  return /\.[^.]+$/.test(name) ? name.replace(/\.[^.]+$/, '.jpg') : `${name}.jpg`;
}

/**
 * A JPEG no larger than `maxEdge` on its longest side, or the file itself when it is not an image
 * the browser can decode, or already fits and re-encoding would not make it smaller.
 */
export async function resizeImage(file: File, options: ResizeOptions = PHOTO_RESIZE): Promise<File> {
  if (!RESIZABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // Not decodable here: the server gets the original.
  }
  const target = fitWithin(bitmap.width, bitmap.height, options.maxEdge);
  if (target.width === bitmap.width && target.height === bitmap.height && file.type === 'image/jpeg') {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  const { width, height } = bitmap;
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', options.quality));
  // A smaller picture is always sent smaller; a same-size one only when re-encoding saves bytes.
  const shrunk = target.width < width || target.height < height;
  if (!blob || (!shrunk && blob.size >= file.size)) return file;
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
