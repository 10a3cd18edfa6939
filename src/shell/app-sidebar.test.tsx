import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../tests/render-in-app.tsx';
import { hasSidebar } from './app-sidebar.tsx';

describe('the desktop sidebar', () => {
  it('is left out for a chat-only brokerage (no empty column beside the chat), kept otherwise', async () => {
    const chatOnly = await renderInApp(<></>, { settings: { features: { chat: true }, featuresAndOptions: [] } });
    expect(chatOnly.runtime.chat.chatOnly).toBe(true);
    expect(hasSidebar(chatOnly.runtime)).toBe(false);
    chatOnly.unmount();
    const full = await renderInApp(<></>, { settings: { features: { chat: true, documents: true } } });
    expect(hasSidebar(full.runtime)).toBe(true);
  });
});
