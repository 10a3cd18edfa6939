// The floor `npm run bench` measures beside the app: the least a React 19 app does for the same
// first screen of `/` and `/auth/login`. createRoot, one round trip for the brokerage's settings to
// the same server, then the app's header, banner, heading and menu markup with the app's stylesheet;
// no router, intl, state library or validator. Its figures are what React and the network cost on
// this host at this moment, so the app's are read as ratios to them
// (docs/adr/0082-figures-beside-a-floor-on-the-same-host.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles/app.css';
import '../../src/features/home/home.css';

/** The fixture settings the floor reads; anything else in the answer is ignored. */
interface FloorSettings {
  brand?: { name?: string; logo?: string };
  features?: Record<string, boolean>;
  bannerNotification?: { enableNotificationBanner?: boolean; bannerMessage?: string };
}

/** The home menu's English entries, in the app's order, by the feature that brings each. */
const MENU: { feature: string; name: string; description: string }[] = [
  { feature: 'requestQuote', name: 'Get Quote', description: 'An instant quote' },
  { feature: 'documents', name: 'My Documents', description: 'Policies, pink slips and proof of insurance' },
  { feature: 'reportClaim', name: 'Report Claim', description: 'Submit an auto claim' },
  { feature: 'payments', name: 'Payments', description: 'Pay your insurance bill online' },
  { feature: 'inventory', name: 'Home Inventory', description: 'Rooms and belongings, with photos and receipts' },
];

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/** The banner's text without its markup: the floor writes no HTML it was sent. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function Header({ settings, login }: { settings: FloorSettings; login: boolean }) {
  const name = settings.brand?.name ?? '';
  const logo = settings.brand?.logo;
  return (
    <header className="app-header">
      <a href="/" className="brand-link" title={logo ? undefined : name}>
        {logo ? <img className="brand-logo" src={logo} alt={name} /> : <span className="brand-name">{name}</span>}
      </a>
      <div className="header-actions">{!login && <a href="/auth/login" className="header-login"><span>Log in</span></a>}</div>
    </header>
  );
}

function Home({ settings }: { settings: FloorSettings }) {
  const entries = MENU.filter((entry) => settings.features?.[entry.feature]);
  return (
    <section className="screen home-screen">
      <p className="home-greeting">Welcome</p>
      <h1 tabIndex={-1} className="home-title">{settings.brand?.name ?? ''}</h1>
      <div className="home-menu">
        <nav aria-label="Main menu">
          <ul className="main-menu">
            {entries.map((entry) => (
              <li key={entry.feature}>
                <a className="menu-link" href={`/${entry.feature}`} aria-label={entry.name}>
                  <span className="menu-text">
                    <span className="menu-name">{entry.name}</span>
                    <span className="menu-description">{entry.description}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

function Login() {
  return (
    <section className="screen login-screen">
      <h1 tabIndex={-1}>Log in</h1>
      <p>Enter your e-mail address. We will send you a PIN code to log in, no password needed.</p>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="email">E-mail</label>
        <input id="email" type="email" autoComplete="email" required />
        <div className="login-actions">
          <button type="submit" className="button primary">Send me a PIN</button>
        </div>
      </form>
    </section>
  );
}

function Floor({ settings }: { settings: FloorSettings }) {
  const login = window.location.pathname === '/auth/login';
  const banner = settings.bannerNotification;
  return (
    <div className="app mode-direct">
      <Header settings={settings} login={login} />
      {banner?.enableNotificationBanner && banner.bannerMessage && (
        <aside className="notification-banner" aria-label="Notice">
          <div className="banner-message">{textOf(banner.bannerMessage)}</div>
        </aside>
      )}
      <div className="app-body">
        <main id="main" className="app-main">{login ? <Login /> : <Home settings={settings} />}</main>
      </div>
    </div>
  );
}

const broker = encodeURIComponent(window.location.hostname.split('.')[0] ?? '');
const headers = { Accept: 'application/json', 'Accept-Language': 'en-CA' };

/** One settings call's `data`, or nothing when it fails: the floor then shows what it has. */
function ask(path: string): Promise<Record<string, unknown>> {
  return fetch(`${API_BASE}${path}${path.includes('?') ? '&' : '?'}broker=${broker}`, { headers })
    .then((response) => response.json() as Promise<{ data?: Record<string, unknown> }>)
    .then(
      (answer) => answer.data ?? {},
      () => ({}),
    );
}

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // The API splits what the screen needs over two calls (the brand, the core settings): both at
  // once, one round trip, as the app asks for them.
  void Promise.all([ask('/brand/getKioskBrandSettings'), ask('/settings/core')]).then(([brand, core]) => {
    const settings: FloorSettings = { ...core, brand };
    root.render(
      <StrictMode>
        <Floor settings={settings} />
      </StrictMode>,
    );
  });
}
