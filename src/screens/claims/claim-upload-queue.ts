// The claim wizard's upload queue: bytes wait in IndexedDB until sent by the one API client.
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { createUploadQueue, indexedDbStore, type UploadQueue } from '../../../renderers/upload-queue.ts';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('File not readable'));
    reader.readAsDataURL(file);
  });
}

let queue: UploadQueue | undefined;

export function claimUploadQueue(): UploadQueue {
  queue ??= createUploadQueue({
    store: indexedDbStore('iss-claim-uploads'),
    events: window,
    transport: async (file, onProgress) => {
      onProgress(0.1);
      const content = await base64Of(file);
      onProgress(0.5);
      const type = file.type as 'image/jpeg';
      const ref = await callApi(api(), 'claims.uploadLicenceFile', { name: file.name, type, size: file.size, content });
      onProgress(1);
      return { id: ref.id, name: ref.name, size: ref.size, type: ref.type };
    },
  });
  return queue;
}
