import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import { appState, actionsDisabled } from '../state/app-state.ts';
import { RouteGate } from '../routes/route-gate.tsx';
import type { Runtime } from '../settings/runtime.ts';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { SettingsErrorNotice } from './settings-error-notice.tsx';
import { BrandingStylesheet, ThemeStyle } from './theme-style.tsx';
import { shellMessages } from './shell-messages.ts';
import { SessionModal } from './session-modal.tsx';
import { BannerGate } from './banner/banner-gate.tsx';
import { BottomNavigation, showsBottomNavigation } from './bottom-navigation.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { BrandIcons } from './brand-icons.tsx';
import { UpdateNotice } from '../pwa/update-notice.tsx';
import { InstallPrompt } from '../pwa/install-prompt.tsx';
import { WebManifestLink } from '../pwa/web-manifest-link.tsx';

export function AppShell() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const app = useSnapshot(appState);
  if (!runtime) return null;
  const rt = runtime as Runtime;
  return (
    <div className={`app mode-${rt.mode}${showsBottomNavigation(rt) ? ' has-bottom-nav' : ''}`}>
      <ThemeStyle theme={rt.theme} />
      <BrandIcons icons={rt.brand.icons} />
      <BrandingStylesheet runtime={rt} />
      <WebManifestLink runtime={rt} />
      <a className="skip-link" href="#main">{intl.formatMessage(shellMessages.skipToContent)}</a>
      <AppHeader runtime={rt} />
      <OfflineNotice />
      <UpdateNotice />
      <SettingsErrorNotice errors={rt.settingsErrors} />
      <BannerGate runtime={rt} timeZone={rt.timeZone} />
      <div className="app-body">
        {rt.shell.sidebar && <AppSidebar runtime={rt} disabled={actionsDisabled(app)} />}
        <main id="main" className="app-main">
          <RouteGate />
        </main>
      </div>
      <BottomNavigation runtime={rt} />
      <InstallPrompt runtime={rt} />
      <SessionModal />
    </div>
  );
}
