import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { appState } from '../state/app-state.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { loadCatalogue } from './load-catalogue.ts';

afterEach(() => {
  appState.language = 'en';
});

describe('I18nProvider', () => {
  it('renders once the catalogue is loaded, keeps the last one while another language loads, and sets <html lang>', async () => {
    appState.language = 'en';
    render(
      <I18nProvider>
        <p data-testid="text">
          <FormattedMessage id="banner.label" />
        </p>
      </I18nProvider>,
    );
    expect(screen.queryByTestId('text')).toBeNull();
    expect(await screen.findByText('Notice')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-CA');

    await act(async () => {
      appState.language = 'fr';
    });
    // While French loads the English texts stay: the children never go blank.
    expect(screen.getByTestId('text').textContent).toMatch(/^(Notice|Avis)$/);
    await act(() => loadCatalogue('fr'));
    expect(screen.getByTestId('text').textContent).toBe('Avis');
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
