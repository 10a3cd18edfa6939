// The document's title names the page shown, then the brokerage, in the app's language.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../generated/i18n/en.json';
import fr from '../generated/i18n/fr.json';
import { deriveRuntime } from '../settings/derive-runtime.ts';
import { createDefaultSettings } from '../settings/default-settings.ts';
import { mergeSettings } from '../settings/merge-settings.ts';
import { features } from '../features/feature-registry.ts';
import { installFeatureRoutes } from '../app/install-features.ts';
import { PATHS } from '../paths/paths.ts';
import { PageTitle, usePageName } from './page-title.tsx';

installFeatureRoutes();

const runtime = deriveRuntime(mergeSettings(createDefaultSettings('acme'), { brand: { name: 'Maplecrest' }, features: { documents: true } }), {
  brokerId: 'acme',
  mode: 'direct',
  now: new Date(),
  menuDefaults: features.menuDefaults,
});
const routeAt = (path: string) => features.routes.find((route) => route.path === path);

function showTitle(language: 'en' | 'fr', path: string | undefined) {
  return render(
    <IntlProvider locale={`${language}-CA`} messages={(language === 'en' ? en : fr) as never}>
      <PageTitle route={path === undefined ? undefined : routeAt(path)} runtime={runtime} />
    </IntlProvider>,
  );
}

describe('PageTitle', () => {
  it('names the page, then the brokerage, in English and in French', () => {
    showTitle('en', PATHS.documents).unmount();
    expect(document.title).toBe('Documents and policies – Maplecrest');
    showTitle('fr', PATHS.documents).unmount();
    expect(document.title).toBe('Documents et polices – Maplecrest');
    showTitle('fr', PATHS.home).unmount();
    expect(document.title).toBe('Accueil – Maplecrest');
  });

  it('takes a title that depends on the brokerage from its settings (the contact page: its broker label)', () => {
    showTitle('en', PATHS.contact).unmount();
    expect(document.title).toBe('My Broker – Maplecrest');
  });

  it('follows the page shown, and says when there is none', () => {
    const view = showTitle('en', PATHS.home);
    expect(document.title).toBe('Home – Maplecrest');
    view.rerender(
      <IntlProvider locale="en-CA" messages={en as never}>
        <PageTitle route={undefined} runtime={runtime} />
      </IntlProvider>,
    );
    expect(document.title).toBe('Page not found – Maplecrest');
  });

  it('takes the name a screen gives its page (a brokerage\'s page), and the route\'s again once the screen goes', () => {
    function NamedPage({ name }: { name: string | undefined }) {
      usePageName(name);
      return null;
    }
    const page = (child: React.ReactNode) => (
      <IntlProvider locale="fr-CA" messages={fr as never}>
        <PageTitle route={routeAt(PATHS.customPage)} runtime={runtime}>
          {child}
        </PageTitle>
      </IntlProvider>
    );
    // Its own page's name not in yet (still loading): the route's title.
    const view = render(page(<NamedPage name={undefined} />));
    expect(document.title).toBe('Information – Maplecrest');
    view.rerender(page(<NamedPage name="Conseils pour la saison des tempêtes" />));
    expect(document.title).toBe('Conseils pour la saison des tempêtes – Maplecrest');
    view.rerender(page(null));
    expect(document.title).toBe('Information – Maplecrest');
    view.unmount();
  });
});
