import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import en from '../../src/generated/i18n/en.json';
import fr from '../../src/generated/i18n/fr.json';
import { SchemaFormView } from '../schema-form.tsx';
import { createUploadQueue, memoryStore, type FileRef } from '../upload-queue.ts';
import { fileBytes } from '../../tests/file-bytes.ts';

const schema = {
  type: 'object',
  properties: {
    licence: {
      type: 'object',
      title: 'Driver’s licence',
      'x-renderer': 'file',
      'x-accept': ['image/jpeg', 'image/png', 'application/pdf'],
      'x-maxSize': 1_048_576,
      properties: { id: { type: 'string' }, name: { type: 'string' }, size: { type: 'number' }, type: { type: 'string' } },
    },
  },
} as unknown as RJSFSchema;

function setup(locale: 'en' | 'fr' = 'en', fail = false, removeFile?: (file: FileRef) => Promise<boolean>) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const queue = createUploadQueue({
    store: memoryStore(),
    newId: () => 'local-1',
    transport: async (file, onProgress) => {
      onProgress(0.4);
      await gate;
      if (fail) throw new Error('offline');
      return { id: 'srv-9', name: file.name, size: file.size, type: file.type } satisfies FileRef;
    },
  });
  const values: unknown[] = [];
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <SchemaFormView formId="upload" schema={schema} validator={validator} formContext={{ uploadQueue: queue, removeFile }} onChange={(d: { licence?: unknown }) => values.push(d.licence)} onSubmit={() => undefined} />
    </IntlProvider>,
  );
  return { values, release: () => release(), queue };
}

describe('file upload control', () => {
  it('uploads with a progress bar and keeps only a file reference in the form', async () => {
    const { values, release } = setup();
    const input = screen.getByLabelText(/Driver’s licence/) as HTMLInputElement;
    await userEvent.upload(input, new File([fileBytes('image/jpeg', 900)], 'licence.jpg', { type: 'image/jpeg' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading licence.jpg' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(values.at(-1)).toEqual({ id: 'local-1', name: 'licence.jpg', size: 900, type: 'image/jpeg' });
    release();
    await waitFor(() => expect(values.at(-1)).toEqual({ id: 'srv-9', name: 'licence.jpg', size: 900, type: 'image/jpeg' }));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(JSON.stringify(values)).not.toContain('data:');
  });

  it.each([
    ['en', 'File type not allowed'],
    ['fr', 'Type de fichier non permis'],
  ] as const)('refuses a wrong type in %s', async (locale, text) => {
    const { values } = setup(locale);
    await userEvent.upload(screen.getByLabelText(/Driver’s licence/), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(values.filter(Boolean)).toEqual([]);
  });

  it.each([
    ['en', 'The file is empty (0 bytes). Choose another file.'],
    ['fr', 'Le fichier est vide (0\u00a0octet). Choisissez un autre fichier.'],
  ] as const)('refuses an empty file with its own message in %s', async (locale, text) => {
    const { values } = setup(locale);
    await userEvent.upload(screen.getByLabelText(/Driver’s licence/), new File([], 'licence.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(values.filter(Boolean)).toEqual([]);
  });

  it('refuses a file whose bytes are not of its type (HTML named .png)', async () => {
    const { values } = setup('en');
    await userEvent.upload(screen.getByLabelText(/Driver’s licence/), new File(['<html><script>x</script>'], 'licence.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File type not allowed');
    expect(values.filter(Boolean)).toEqual([]);
  });

  it('offers a retry when the upload fails', async () => {
    const { release } = setup('en', true);
    await userEvent.upload(screen.getByLabelText(/Driver’s licence/), new File([fileBytes('image/png', 10)], 'licence.png', { type: 'image/png' }));
    release();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it.each([
    ['the server deleted it (or it was already gone)', true, undefined],
    ['the server kept it', false, 'The file could not be removed. It is kept; please try again.'],
  ] as const)('removes an uploaded file when %s, and only then', async (_case, dropped, message) => {
    const asked: string[] = [];
    const { values, release } = setup('en', false, async (file) => {
      asked.push(file.id);
      return dropped;
    });
    await userEvent.upload(screen.getByLabelText(/Driver’s licence/), new File([fileBytes('image/png', 10)], 'licence.png', { type: 'image/png' }));
    release();
    await screen.findByText('Uploaded');
    await userEvent.click(screen.getByRole('button', { name: 'Remove licence.png' }));
    expect(asked).toEqual(['srv-9']);
    if (dropped) {
      await waitFor(() => expect(values.at(-1)).toBeUndefined());
      expect(screen.queryByText('licence.png')).toBeNull();
      expect(document.activeElement).toBe(screen.getByLabelText(/Driver’s licence/));
    } else {
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(values.at(-1)).toMatchObject({ id: 'srv-9' });
    }
  });

  it('drops a file still waiting to upload without asking the server', async () => {
    const asked: string[] = [];
    const { values, queue } = setup('en', false, async (file) => {
      asked.push(file.id);
      return true;
    });
    await userEvent.upload(screen.getByLabelText(/Driver’s licence/), new File([fileBytes('image/png', 10)], 'licence.png', { type: 'image/png' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove licence.png' }));
    await waitFor(() => expect(values.at(-1)).toBeUndefined());
    expect(asked).toEqual([]);
    expect(queue.state('local-1')).toBeUndefined();
  });
});
