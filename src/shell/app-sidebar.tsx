import { useIntl } from 'react-intl';
import type { Runtime } from '../settings/runtime.ts';
import { APP_VERSION } from '../api/api-client.ts';
import { MainMenu } from '../ui/main-menu.tsx';
import { shellMessages, versionMessages } from './shell-messages.ts';
import { SidebarChatLink } from './sidebar-chat-link.tsx';

/** Whether the shell has the sidebar: not in the widget, nor for a chat-only brokerage (an empty column beside the chat). */
export function hasSidebar(runtime: Pick<Runtime, 'shell' | 'chat'>): boolean {
  return runtime.shell.sidebar && !runtime.chat.chatOnly;
}

/** Sidebar on wide screens: the main menu, a powered-by footnote and the version. */
export function AppSidebar({ runtime, disabled }: { runtime: Runtime; disabled: boolean }) {
  const intl = useIntl();
  return (
    <aside className="app-sidebar">
      <SidebarChatLink runtime={runtime} disabled={disabled} />
      <MainMenu items={runtime.menu} disabled={disabled} label={intl.formatMessage(shellMessages.mainMenu)} />
      <p className="sidebar-footnote">
        {intl.formatMessage(shellMessages.poweredBy)}
        <br />
        {intl.formatMessage(versionMessages.version, { version: APP_VERSION })}
      </p>
    </aside>
  );
}
