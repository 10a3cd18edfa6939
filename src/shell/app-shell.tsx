import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import { appState, actionsDisabled } from '../state/app-state.ts';
import { sessionState } from '../state/session-state.ts';
import { RouteGate } from '../routes/route-gate.tsx';
import type { Runtime } from '../settings/runtime.ts';
import { AppHeader } from './app-header.tsx';
import { AppSidebar, hasSidebar } from './app-sidebar.tsx';
import { BrandingStylesheet, ThemeStyle } from './theme-style.tsx';
import { shellMessages } from './shell-messages.ts';
import { BottomNavigation, showsBottomNavigation } from './bottom-navigation.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { MainRegion, NavigationProgress } from './navigation-progress.tsx';
import { BrandIcons } from './brand-icons.tsx';
import { LogoutNotice } from './logout-notice.tsx';
import { UpdateNotice } from '../pwa/update-notice.tsx';
import { BannerGate, InstallPrompt, SavedSettingsNotice, SessionModal, SettingsErrorNotice, StorageNotice, WebManifestLink } from './shell-parts.ts';

export function AppShell() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const app = useSnapshot(appState);
  const { user } = useSnapshot(sessionState);
  // The countdown is for signed-in users: have it ready before it is needed.
  useEffect(() => {
    if (user !== null) SessionModal.preload().catch(() => undefined);
  }, [user]);
  if (!runtime) return null;
  const rt = runtime as Runtime;
  return (
    <div className={`app mode-${rt.mode}${showsBottomNavigation(rt) ? ' has-bottom-nav' : ''}`}>
      <ThemeStyle theme={rt.theme} />
      <BrandIcons icons={rt.brand.icons} />
      <BrandingStylesheet runtime={rt} />
      {rt.mode !== 'widget' && <WebManifestLink runtime={rt} />}
      <a className="skip-link" href="#main">{intl.formatMessage(shellMessages.skipToContent)}</a>
      <AppHeader runtime={rt} />
      <NavigationProgress />
      <OfflineNotice />
      <UpdateNotice />
      {app.storageInMemory && <StorageNotice />}
      {app.settingsStale?.kind === 'saved' && <SavedSettingsNotice at={app.settingsStale.at} />}
      {rt.settingsErrors.length > 0 && !app.settingsErrorClosed && <SettingsErrorNotice errors={rt.settingsErrors} />}
      {rt.banner.bannerMessage && <BannerGate runtime={rt} timeZone={rt.timeZone} />}
      <div className="app-body">
        {hasSidebar(rt) && <AppSidebar runtime={rt} disabled={actionsDisabled(app)} />}
        <MainRegion>
          <LogoutNotice />
          <RouteGate />
        </MainRegion>
      </div>
      <BottomNavigation runtime={rt} />
      {rt.shell.installPrompt && <InstallPrompt runtime={rt} />}
      {app.logoutCountdown !== null && <SessionModal />}
    </div>
  );
}
