import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { appState, actionsDisabled } from '../../state/app-state.ts';
import { MainMenu } from '../../ui/main-menu.tsx';
import { homeMessages } from './home-messages.ts';
import type { Runtime } from '../../settings/runtime.ts';

export default function HomeScreen() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const app = useSnapshot(appState);
  if (!runtime) return null;
  const { brand, menu } = runtime as Runtime;
  return (
    <section className="screen home-screen">
      <h1 className="home-title">{brand.name}</h1>
      {menu.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(homeMessages.emptyMenu)}</p>
      ) : (
        <MainMenu items={menu} disabled={actionsDisabled(app)} revealError label={intl.formatMessage(homeMessages.menuLabel)} />
      )}
    </section>
  );
}
