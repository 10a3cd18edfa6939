import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import { appState, actionsDisabled } from '../state/app-state.ts';
import { RouteGate } from '../routes/route-gate.tsx';
import type { Runtime } from '../settings/runtime.ts';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { SettingsErrorNotice } from './settings-error-notice.tsx';
import { ThemeStyle } from './theme-style.tsx';
import { shellMessages } from './shell-messages.ts';
import { SessionModal } from './session-modal.tsx';
import { BannerGate } from './banner/banner-gate.tsx';

export function AppShell() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const app = useSnapshot(appState);
  if (!runtime) return null;
  const rt = runtime as Runtime;
  return (
    <div className={`app mode-${rt.mode}`}>
      <ThemeStyle theme={rt.theme} />
      <a className="skip-link" href="#main">{intl.formatMessage(shellMessages.skipToContent)}</a>
      <AppHeader runtime={rt} />
      <SettingsErrorNotice errors={rt.settingsErrors} />
      <BannerGate runtime={rt} timeZone={rt.timeZone} />
      <div className="app-body">
        {rt.shell.sidebar && <AppSidebar runtime={rt} disabled={actionsDisabled(app)} />}
        <main id="main" className="app-main">
          <RouteGate />
        </main>
      </div>
      <SessionModal />
    </div>
  );
}
