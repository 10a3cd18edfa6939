// Photo capture in an array layout: camera on phones, one uid per picture, add and remove with
// focus where the user expects it, texts in en and fr.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import en from '../../src/generated/i18n/en.json';
import fr from '../../src/generated/i18n/fr.json';
import { SchemaFormView } from '../schema-form.tsx';
import { builtInRegistry } from '../built-in-renderers.ts';
import { createUploadQueue, memoryStore } from '../upload-queue.ts';
import { fileBytes } from '../../tests/file-bytes.ts';

const picture = {
  type: 'object',
  title: 'Picture',
  'x-renderer': 'photo',
  'x-accept': ['image/jpeg', 'image/png'],
  properties: { uid: { type: 'string' }, id: { type: 'string' }, name: { type: 'string' }, size: { type: 'number' }, type: { type: 'string' } },
};
const schema = { type: 'object', properties: { pictures: { type: 'array', title: 'Pictures', items: picture } } } as unknown as RJSFSchema;

function setup(locale: 'en' | 'fr' = 'en') {
  let n = 0;
  const queue = createUploadQueue({ store: memoryStore(), newId: () => `local-${++n}`, transport: async (file) => ({ id: `srv-${n}`, name: file.name, size: file.size, type: file.type }) });
  const values: { pictures?: Record<string, unknown>[] }[] = [];
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <SchemaFormView formId="photos" schema={schema} validator={validator} formContext={{ uploadQueue: queue }} onChange={(d: { pictures?: Record<string, unknown>[] }) => values.push(d)} onSubmit={() => undefined} />
    </IntlProvider>,
  );
  return { values };
}

describe('photo capture in an array', () => {
  it('is picked for x-renderer photo', () => {
    expect(builtInRegistry().pick(picture as never)?.name).toBe('photo');
  });

  it('adds a picture, opens the camera, gives it a uid, then removes it with focus back on Add', async () => {
    const { values } = setup();
    expect(screen.getByText('None yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add picture' }));
    const input = screen.getByLabelText(/^Picture/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.accept).toBe('image/jpeg,image/png');
    // jsdom cannot decode images: the photo goes as it is, which is what a HEIC would do too.
    await userEvent.upload(input, new File([fileBytes('image/jpeg', 300)], 'bumper.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Uploaded');
    await waitFor(() => expect(values.at(-1)?.pictures?.[0]).toMatchObject({ id: 'srv-1', name: 'bumper.jpg', size: 300, type: 'image/jpeg' }));
    const uid = values.at(-1)?.pictures?.[0]?.uid;
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);

    await userEvent.click(screen.getByRole('button', { name: 'Add picture' }));
    await userEvent.upload(screen.getAllByLabelText(/^Picture/)[1] as HTMLInputElement, new File([fileBytes('image/png', 200)], 'scene.png', { type: 'image/png' }));
    await waitFor(() => expect(values.at(-1)?.pictures?.[1]).toMatchObject({ name: 'scene.png' }));
    expect(values.at(-1)?.pictures?.[1]?.uid).not.toBe(uid);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Picture 1' }));
    await waitFor(() => expect(values.at(-1)?.pictures).toHaveLength(1));
    expect(values.at(-1)?.pictures?.[0]).toMatchObject({ name: 'scene.png' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add picture' }));
  });

  it('speaks French', async () => {
    setup('fr');
    expect(screen.getByText('Aucun élément pour l’instant.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter\u00a0: picture' }));
    expect(screen.getByRole('button', { name: 'Retirer\u00a0: Picture 1' })).toBeTruthy();
  });
});
