// RequestStatus: the loading, failure-with-Retry, empty and data states of a read screen.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../tests/render-in-app.tsx';
import { GENERIC_ERROR_MESSAGE } from '../api/api-error.ts';
import { RequestStatus, type RequestStatusCall } from './request-status.tsx';

type List = string[];

function call(state: Partial<RequestStatusCall<List>>): RequestStatusCall<List> {
  return { inProgress: false, success: null, message: null, data: null, retry: vi.fn(), ...state };
}

function show(state: RequestStatusCall<List>, language: 'en' | 'fr' = 'en', errorText?: string, keptText?: { error: string; shown: string }) {
  return renderInApp(
    <RequestStatus call={state} isEmpty={(list) => list.length === 0} {...(errorText ? { errorText } : {})} {...(keptText ? { keptText } : {})}>
      {(list) => (
        <ul>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </RequestStatus>,
    { language },
  );
}

describe('RequestStatus', () => {
  it('says it is loading while there is nothing to show yet', async () => {
    await show(call({ inProgress: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes useCall’s loading over inProgress (first render, before the call starts)', async () => {
    await show(call({ loading: true }));
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows what failed with the server’s message and a Retry button that runs the call again', async () => {
    const failed = call({ success: false, message: 'Server said no.' });
    await show(failed, 'en', 'The list could not be loaded.');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded. Server said no.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(failed.retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the data of an earlier success under a failure', async () => {
    await show(call({ success: false, message: 'Offline.', data: ['kept'] }));
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded. Offline.');
    expect(screen.getByRole('listitem').textContent).toBe('kept');
  });

  it('says a list kept under a failure is the earlier one, in the screen’s words, never that it could not be loaded', async () => {
    const kept = { error: 'The list could not be updated.', shown: 'The list below is the one loaded earlier.' };
    const first = await show(call({ success: false, message: 'Server said no.', data: ['kept'] }), 'en', 'The list could not be loaded.', kept);
    expect(screen.getByRole('alert').textContent).toBe('The list could not be updated. Server said no.The list below is the one loaded earlier.Try again');
    expect(screen.getByRole('listitem').textContent).toBe('kept');
    first.cleanup();
    // With nothing kept, the failure says nothing could be loaded.
    await show(call({ success: false, message: 'Server said no.' }), 'en', 'The list could not be loaded.', kept);
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded. Server said no.Try again');
  });

  it('shows the empty state when the data has nothing to show, else the data', async () => {
    const { rerender } = await show(call({ success: true, data: [] }));
    expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <RequestStatus call={call({ success: true, data: ['a', 'b'] })}>{(list) => <p>{list.join(', ')}</p>}</RequestStatus>,
    );
    expect(screen.getByText('a, b')).toBeTruthy();
    expect(screen.queryByText('Nothing to show yet.')).toBeNull();
  });

  it('speaks French', async () => {
    await show(call({ success: false, message: null }), 'fr');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ce contenu n’a pas pu être chargé.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('gives a failure without the server’s message in the user’s language, never the client’s English fallback', async () => {
    await show(call({ success: false, message: GENERIC_ERROR_MESSAGE }), 'fr', 'La liste n’a pas pu être chargée.');
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('La liste n’a pas pu être chargée. Une erreur s’est produite, veuillez réessayer.');
  });

  it('keeps the server’s own message as it came, in French too', async () => {
    await show(call({ success: false, message: 'Contrat introuvable.' }), 'fr');
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('Ce contenu n’a pas pu être chargé. Contrat introuvable.');
  });
});
