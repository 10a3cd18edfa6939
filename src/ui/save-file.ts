// Saving bytes the page holds as a file on the device: a download link to an object url, clicked
// once. Used for a file made on the device (the inventory's CSV) and for a file of the API that
// could not be shown in a tab of its own (src/ui/open-file.ts).

/** How long an object url lives after it was handed on: a tab or a download reads it meanwhile. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** Offers `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
