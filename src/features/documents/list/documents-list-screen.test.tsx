import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFailures } from '../../../../fixtures/backend/fail-switch.ts';
import { EMPTY_ACCOUNT } from '../../../../fixtures/backend/db.ts';
import { renderInApp, setupFixtureBackend, type RenderInAppOptions } from '../../../../tests/render-in-app.tsx';
import { fixtureServer } from '../../../../fixtures/backend/node.ts';
import { memoryStore } from '../../../../renderers/upload-queue.ts';
import { documentUploadQueue } from '../upload/document-upload-queue.ts';
import { documentsState } from '../documents-state.ts';
import DocumentsListScreen from './documents-list-screen.tsx';
import { fileBytes } from '../../../../tests/file-bytes.ts';

setupFixtureBackend();
// The one queue, with its bytes in memory (jsdom has no IndexedDB).
documentUploadQueue(memoryStore());

function renderScreen(options: Pick<RenderInAppOptions, 'language' | 'path' | 'signedIn'> = {}) {
  return renderInApp(<DocumentsListScreen />, { path: '/documents', signedIn: true, settings: { features: { documents: true } }, ...options });
}

const policiesList = () => screen.findByRole('list', { name: 'Policies' });
const documentsList = () => screen.findByRole('list', { name: 'Documents' });
const titles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('DocumentsListScreen', () => {
  it('lists the policies and documents of the account, newest first, with their tags as badges', async () => {
    await renderScreen();
    const policies = await policiesList();
    const documents = await documentsList();
    expect(within(policies).getAllByRole('listitem')).toHaveLength(11);
    expect(within(documents).getAllByRole('listitem')).toHaveLength(14);
    // Newest first: the pending policies of 2027 come first, the 2025 statement last.
    expect(titles(policies)[0]).toBe('Auto GM-7714-0268');
    expect(titles(documents)[0]).toBe('Invoice – auto policy new term');
    expect(titles(documents).at(-1)).toBe('Annual account statement 2025');

    const auto = within(policies).getAllByRole('listitem').find((item) => item.textContent?.includes('AU-4821-0937')) as HTMLElement;
    expect(auto.querySelector('.tag-badge')?.textContent).toBe('Status: Valid');
    expect(auto.querySelector('.tag-badge')?.className).toContain('tone-positive');
    expect(auto.textContent).toContain('Intact Insurance');
    expect(auto.textContent).toContain('September 15, 2026 to September 15, 2027');

    const renewal = within(documents).getAllByRole('listitem').find((item) => item.textContent?.includes('Auto policy renewal 2026–2027')) as HTMLElement;
    expect(renewal.querySelector('.tag-badge')?.textContent).toBe('Tag: Renewal');
    expect(within(renewal).getByText('New')).toBeTruthy();
    expect(renewal.textContent).toContain('August 16, 2026');
    expect(renewal.textContent).toContain('PDF, 248 kB');
    expect(renewal.textContent).toContain('Policy');
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toContain('Showing 11 policies and 14 documents.');
  });

  /** A tab the page opens (jsdom has none), and object urls of the files it is given. */
  function fakeTab() {
    const tab = { closed: false, opener: window as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return `blob:http://localhost/${files.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    return { tab, open, files };
  }
  afterEach(() => vi.restoreAllMocks());

  it('opens a document in a new tab, fetched with the token, named with its type and size, and selects it', async () => {
    const { tab, open: opened, files } = fakeTab();
    const requests: { path: string; authorization: string | null }[] = [];
    const listen = ({ request }: { request: Request }) => void requests.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
    fixtureServer.events.on('request:start', listen);
    await renderScreen();
    await documentsList();
    const open = screen.getByRole('button', { name: 'Open Auto policy renewal 2026–2027 (PDF, 248 kB, opens in a new tab)' });
    await userEvent.click(open);
    expect(opened).toHaveBeenCalledWith('', '_blank');
    expect(documentsState.document?.id).toBe('doc-1001');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('blob:http://localhost/1'));
    fixtureServer.events.removeListener('request:start', listen);
    expect(files[0]?.type).toBe('application/pdf');
    expect(requests.find((request) => request.path === '/api/files/AU-4821-0937-renewal-2026.pdf')?.authorization).toMatch(/^Bearer fixture-/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Boat operator eID card (PNG image, 80 kB, opens in a new tab)' })).toBeTruthy();
  });

  for (const { language, name, error } of [
    { language: 'en', name: /^Open Auto policy renewal 2026–2027 \(/, error: 'The document could not be opened. Something went wrong, please try again.' },
    { language: 'fr', name: /^Ouvrir Auto policy renewal 2026–2027 \(PDF, 248\sko, s’ouvre dans un nouvel onglet\)$/, error: 'Le document n’a pas pu être ouvert. Une erreur s’est produite, veuillez réessayer.' },
  ] as const) {
    it(`says so under the document when its file cannot come, and closes the tab (${language})`, async () => {
      const { tab } = fakeTab();
      setFailures(['/files/:network']);
      await renderScreen({ language });
      await screen.findAllByRole('heading', { level: 3 });
      const open = screen.getByRole('button', { name });
      await userEvent.click(open);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent?.replace(/\u00a0/g, ' ')).toBe(error);
      expect(open.closest('li')?.contains(alert)).toBe(true);
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.replace).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(open);
    });
  }

  it('leads a policy to its summary and selects it', async () => {
    const { location } = await renderScreen();
    await policiesList();
    await userEvent.click(screen.getByRole('link', { name: 'Policy summary: Home HO-7732-1180' }));
    expect(location.history.at(-1)).toBe('/documents/policy-summary?id=pol-home-1');
    expect(documentsState.policy).toBe('pol-home-1');
  });

  it('narrows by a tag and by text, keeps both in the url, and shows everything again', async () => {
    const { location } = await renderScreen();
    await documentsList();
    const tag = screen.getByRole('combobox', { name: 'Tag' });
    expect(within(tag).getByRole('option', { name: 'Invoice (2)' })).toBeTruthy();
    expect(within(tag).getByRole('option', { name: 'Valid (3)' })).toBeTruthy();
    await userEvent.selectOptions(tag, 'invoice');
    expect(location.history.at(-1)).toBe('/documents?tag=invoice');
    expect(titles(await documentsList())).toEqual(['Invoice – auto policy new term', 'Invoice – recreational policy premium']);
    expect(screen.getByText('No policy matches.')).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Showing no policies and 2 documents.');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'recreational');
    expect(location.history.at(-1)).toBe('/documents?tag=invoice&q=recreational');
    expect(titles(await documentsList())).toEqual(['Invoice – recreational policy premium']);

    await userEvent.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(location.history.at(-1)).toBe('/documents');
    expect(within(await documentsList()).getAllByRole('listitem')).toHaveLength(14);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('reads the filter from the url (as Back brings it): a policy tag and a search', async () => {
    const first = await renderScreen({ path: '/documents?tag=cancelled&q=rsa' });
    expect(titles(await policiesList())).toEqual(['Home RS-1098-4410']);
    expect(screen.getByText('No document matches.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement).value).toBe('cancelled');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('rsa');
    first.cleanup();
    await renderScreen({ path: '/documents?tag=billing-notice' });
    expect(titles(await documentsList())).toEqual(['Billing notice – instalment due December 1']);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Showing no policies and 1 document.');
  });

  it('says so when the documents cannot be loaded, and shows them after Retry', async () => {
    setFailures(['/documents/getEdocs']);
    await renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your documents could not be loaded.');
    expect(await policiesList()).toBeTruthy();
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await documentsList()).getAllByRole('listitem')).toHaveLength(14);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never counts or empties a list that could not be loaded: the summary names the policies only, the document tags stay', async () => {
    setFailures(['/documents/getEdocs']);
    await renderScreen();
    await screen.findByRole('alert');
    await policiesList();
    const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);
    await waitFor(() => expect(statuses()).toContain('Showing 11 policies.'));
    expect(statuses().some((text) => text?.includes('no documents'))).toBe(false);
    const tag = screen.getByRole('combobox', { name: 'Tag' });
    // Offered without a count: how many is not known.
    expect(within(tag).getByRole('option', { name: 'Invoice' })).toBeTruthy();
    expect(within(tag).getByRole('option', { name: 'Valid (3)' })).toBeTruthy();
    setFailures([]);
  });

  it('says a list kept under a failure is the one loaded earlier', async () => {
    // The screen shown again (a later visit) while its lists are still in memory.
    function Again() {
      const [visit, setVisit] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setVisit(visit + 1)}>Visit again</button>
          <DocumentsListScreen key={visit} />
        </>
      );
    }
    await renderInApp(<Again />, { path: '/documents', signedIn: true, settings: { features: { documents: true } } });
    await policiesList();
    setFailures(['/documents/getPoliciesDetails']);
    await userEvent.click(screen.getByRole('button', { name: 'Visit again' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your policies could not be updated.');
    expect(alert.textContent).toContain('The list below is the one loaded earlier.');
    expect(alert.textContent).not.toContain('could not be loaded');
    expect(within(await policiesList()).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Showing 11 policies and 14 documents.');
  });

  it('shows an account with no documents its empty state and the way to add one', async () => {
    await renderScreen({ signedIn: EMPTY_ACCOUNT });
    expect(await screen.findByText('There are no policies on your account yet.')).toBeTruthy();
    expect(screen.getByText(/You have no documents yet\. Add one with the form below/)).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(await screen.findByLabelText(/^Document \(PDF, JPEG or PNG/)).toBeTruthy();
  });

  it('adds a PDF through the upload queue: it appears in the list', async () => {
    await renderScreen({ signedIn: EMPTY_ACCOUNT });
    await screen.findByText(/You have no documents yet/);
    const input = await screen.findByLabelText(/^Document \(PDF, JPEG or PNG/);
    await userEvent.upload(input, new File([fileBytes('application/pdf', 2400)], 'proof-of-address.pdf', { type: 'application/pdf' }));
    const documents = await documentsList();
    expect(titles(documents)).toEqual(['proof-of-address']);
    expect(screen.getByRole('button', { name: 'Open proof-of-address (PDF, 2 kB, opens in a new tab)' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('“proof-of-address.pdf” was added to your documents.'));
  });

  it('refuses a file that is not a PDF, JPEG or PNG', async () => {
    await renderScreen({ signedIn: EMPTY_ACCOUNT });
    const input = await screen.findByLabelText(/^Document \(PDF, JPEG or PNG/);
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File type not allowed');
    expect(screen.queryByRole('list', { name: 'Documents' })).toBeNull();
  });

  it('speaks French: badges, kinds, dates and sizes', async () => {
    await renderScreen({ language: 'fr' });
    const policies = await screen.findByRole('list', { name: 'Polices' });
    const auto = within(policies).getAllByRole('listitem').find((item) => item.textContent?.includes('AU-4821-0937')) as HTMLElement;
    expect(auto.querySelector('.tag-badge')?.textContent).toBe('Statut : En vigueur'.replace(' :', '\u00a0:'));
    expect(auto.textContent).toContain('Automobile');
    expect(auto.textContent).toContain('du 15 septembre 2026 au 15 septembre 2027');
    const documents = screen.getByRole('list', { name: 'Documents' });
    const slip = within(documents).getAllByRole('listitem').find((item) => item.textContent?.includes('Ontario pink slip')) as HTMLElement;
    expect(slip.querySelector('.tag-badge')?.textContent).toContain('Renouvellement');
    expect(slip.textContent).toContain('Certificat d’assurance rose');
    expect(slip.textContent).toMatch(/PDF, 61\s?ko/);
    expect(within(screen.getByRole('combobox', { name: 'Étiquette' })).getByRole('option', { name: 'Facture (2)' })).toBeTruthy();
    // The search reads the French texts too, accents or not.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'resiliation');
    expect(titles(screen.getByRole('list', { name: 'Documents' }))).toEqual(['Cancellation confirmation – home policy', 'Notice of cancellation – 2012 Ford F-150']);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Aucune police et 2 documents affichés.');
  });
});
