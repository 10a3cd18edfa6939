import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInApp, setupFixtureBackend } from '../../tests/render-in-app.tsx';
import { chatState, initialChatState } from '../state/chat-state.ts';
import { SidebarChatLink } from './sidebar-chat-link.tsx';
import { BottomNavigation } from './bottom-navigation.tsx';

setupFixtureBackend();
afterEach(() => {
  Object.assign(chatState, structuredClone(initialChatState));
});

const CHAT_ON = { features: { chat: true }, featuresAndOptions: [{ name: 'Documents', url: '/documents' }] };

describe('unread count on the chat entries', () => {
  it('the sidebar’s Chat entry and the Chat tab show the count, with words for screen readers', async () => {
    const app = await renderInApp(<></>, { settings: CHAT_ON });
    app.rerender(
      <>
        <SidebarChatLink runtime={app.runtime} disabled={false} />
        <BottomNavigation runtime={app.runtime} />
      </>,
    );
    const links = screen.getAllByRole('link', { name: /^Chat/ });
    expect(links).toHaveLength(2);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chat', '/chat']);
    expect(screen.queryByText(/unread/)).toBeNull();
    act(() => {
      chatState.unreadCount = 2;
    });
    expect(await screen.findAllByRole('link', { name: /^Chat ?2 unread messages$/ })).toHaveLength(2);
    act(() => {
      chatState.unreadCount = 1;
    });
    expect(await screen.findAllByRole('link', { name: /^Chat ?1 unread message$/ })).toHaveLength(2);
  });

  it('in French', async () => {
    chatState.unreadCount = 3;
    const app = await renderInApp(<></>, { settings: CHAT_ON, language: 'fr' });
    app.rerender(<SidebarChatLink runtime={app.runtime} disabled={false} />);
    expect(await screen.findByRole('link', { name: /^Clavardage ?3 messages non lus$/ })).toBeTruthy();
  });

  it('no sidebar entry in chat-only mode', async () => {
    const app = await renderInApp(<></>, { settings: { features: { chat: true }, featuresAndOptions: [] } });
    app.rerender(<SidebarChatLink runtime={app.runtime} disabled={false} />);
    expect(screen.queryByRole('link', { name: /Chat/ })).toBeNull();
  });
});
