import { defineMessages } from 'react-intl';

export const fileMessages = defineMessages({
  typeNotAllowed: { id: 'renderer.file.typeNotAllowed', defaultMessage: 'File type not allowed' },
  waiting: { id: 'renderer.file.waiting', defaultMessage: 'Waiting for a connection to upload…' },
  failed: { id: 'renderer.file.failed', defaultMessage: 'The upload failed.' },
  retry: { id: 'renderer.file.retry', defaultMessage: 'Retry' },
  uploaded: { id: 'renderer.file.uploaded', defaultMessage: 'Uploaded' },
});

export const fileValueMessages = defineMessages<{ tooLarge: { max: number }; progress: { name: string } }>({
  tooLarge: { id: 'renderer.file.tooLarge', defaultMessage: 'The file is larger than {max} MB' },
  progress: { id: 'renderer.file.progress', defaultMessage: 'Uploading {name}' },
});
