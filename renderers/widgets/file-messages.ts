import { defineMessages } from 'react-intl';

export const fileMessages = defineMessages({
  typeNotAllowed: { id: 'renderer.file.typeNotAllowed', defaultMessage: 'File type not allowed' },
  empty: { id: 'renderer.file.empty', defaultMessage: 'The file is empty (0 bytes). Choose another file.' },
  waiting: { id: 'renderer.file.waiting', defaultMessage: 'Waiting for a connection to upload…' },
  failed: { id: 'renderer.file.failed', defaultMessage: 'The upload failed.' },
  retry: { id: 'renderer.file.retry', defaultMessage: 'Retry' },
  uploaded: { id: 'renderer.file.uploaded', defaultMessage: 'Uploaded' },
  preparing: { id: 'renderer.file.preparing', defaultMessage: 'Preparing the file…' },
  removeFailed: { id: 'renderer.file.removeFailed', defaultMessage: 'The file could not be removed. It is kept; please try again.' },
});

export const fileValueMessages = defineMessages<{ tooLarge: { max: number }; progress: { name: string }; remove: { name: string } }>({
  tooLarge: { id: 'renderer.file.tooLarge', defaultMessage: 'The file is larger than {max} MB' },
  progress: { id: 'renderer.file.progress', defaultMessage: 'Uploading {name}' },
  remove: { id: 'renderer.file.remove', defaultMessage: 'Remove {name}' },
});
