// Where chat lives (docs/product-rules.md#chat-only): chat-only mode opens the conversation at /; the bottom
// navigation and the sidebar entry show when chat is enabled, not in chat-only mode.
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../routes/route-gate.tsx';
import { PATHS } from '../../paths/paths.ts';
import { deriveRuntime } from '../../settings/derive-runtime.ts';
import { createDefaultSettings } from '../../settings/default-settings.ts';
import { mergeSettings } from '../../settings/merge-settings.ts';
import type { Settings } from '../../settings/settings-types.ts';
import type { ClientMode } from '../../settings/runtime.ts';
import { features } from '../feature-registry.ts';
import { showsBottomNavigation } from '../../shell/bottom-navigation.tsx';
import { showsSidebarChat } from '../../shell/sidebar-chat-link.tsx';
import harbourchat from '../../../fixtures/brokerages/harbourchat.json';
import lakeshore from '../../../fixtures/brokerages/lakeshore.json';
import { installFeatureRoutes } from '../../app/install-features.ts';

installFeatureRoutes();

const MONDAY_NOON_HALIFAX = new Date('2026-11-23T16:00:00Z');
const SUNDAY_NOON_HALIFAX = new Date('2026-11-22T16:00:00Z');

function runtimeOf(layer: Partial<Settings>, now = MONDAY_NOON_HALIFAX, mode: ClientMode = 'direct') {
  return deriveRuntime(mergeSettings(createDefaultSettings('x'), layer), { brokerId: 'x', mode, now, menuDefaults: features.menuDefaults });
}

describe('chat-only mode: chat feature on and no other menu entry', () => {
  it.each([
    ['only chat on, no entries', { features: { chat: true }, featuresAndOptions: [] }, true],
    ['only a chat entry', { features: { chat: true }, featuresAndOptions: [{ name: 'Talk to us', feature: 'chat' }] }, true],
    ['another entry', { features: { chat: true }, featuresAndOptions: [{ name: 'Docs', url: '/documents' }] }, false],
    ['chat off', { features: { chat: false }, featuresAndOptions: [] }, false],
  ] as const)('%s → chat-only %s', (_name, layer, chatOnly) => {
    expect(runtimeOf(layer as unknown as Partial<Settings>).chat.chatOnly).toBe(chatOnly);
  });

  it('/ opens the chat screen in chat-only mode, the home screen otherwise', () => {
    const chatOnly = runtimeOf(harbourchat as Partial<Settings>);
    const home = decideRoute('/', chatOnly, false);
    expect(home.kind === 'screen' && home.route.path).toBe(PATHS.chat);
    const withMenu = runtimeOf(lakeshore as Partial<Settings>);
    const other = decideRoute('/', withMenu, false);
    expect(other.kind === 'screen' && other.route.path).toBe(PATHS.home);
  });

  it('after hours a chat-only brokerage still lands on the chat screen (which shows the notice)', () => {
    const rt = runtimeOf(harbourchat as Partial<Settings>, SUNDAY_NOON_HALIFAX);
    expect(rt.chat.enabled).toBe(false);
    const decision = decideRoute('/', rt, false);
    expect(decision.kind === 'screen' && decision.route.path).toBe(PATHS.chat);
  });
});

describe('chat entries', () => {
  it('bottom tabs on phones and the sidebar entry on desktops when chat is enabled and not chat-only', () => {
    const rt = runtimeOf(lakeshore as Partial<Settings>);
    expect(showsBottomNavigation(rt)).toBe(true);
    expect(showsSidebarChat(rt)).toBe(true);
  });

  it('neither in chat-only mode, nor after hours when hidden', () => {
    expect(showsSidebarChat(runtimeOf(harbourchat as Partial<Settings>))).toBe(false);
    expect(showsBottomNavigation(runtimeOf(harbourchat as Partial<Settings>))).toBe(false);
    const afterHours = runtimeOf({ ...(lakeshore as Partial<Settings>), chatOptions: { hideChatAfterHours: true }, afterHours: { daysAvailable: ['1'], startTime: '9:00 am', endTime: '5:00 pm' } }, SUNDAY_NOON_HALIFAX);
    expect(showsSidebarChat(afterHours)).toBe(false);
    expect(showsBottomNavigation(afterHours)).toBe(false);
  });

  it('no bottom tabs in the widget', () => {
    expect(showsBottomNavigation(runtimeOf(lakeshore as Partial<Settings>, MONDAY_NOON_HALIFAX, 'widget'))).toBe(false);
  });
});
