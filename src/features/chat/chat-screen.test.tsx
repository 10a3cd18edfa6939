import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { chatState, initialChatState } from '../../state/chat-state.ts';
import { chatOutbox } from './chat-outbox-state.ts';
import { flushOutbox } from './chat-outbox.ts';
import ChatScreen from './chat-screen.tsx';

setupFixtureBackend();

afterEach(() => {
  Object.assign(chatState, structuredClone(initialChatState));
  vi.useRealTimers();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const SUNDAY_NOON_TORONTO = new Date('2026-11-22T17:00:00Z');
const CHAT_ON = { features: { chat: true } };
const AFTER_HOURS = {
  ...CHAT_ON,
  timeZone: 'America/Toronto',
  chatOptions: { hideChatAfterHours: true, afterHoursPhone: '1-888-555-0199', afterHoursEmail: 'hello@example.ca', afterHoursMessage: 'Claims: call our 24/7 line.' },
  afterHours: { daysAvailable: ['1', '2', '3', '4', '5'] as ('1' | '2' | '3' | '4' | '5')[], startTime: '9:00 am', endTime: '5:00 pm' },
};

/** The chat screen of a signed-in user, once the chat is open on the server. */
async function openSignedInChat(): Promise<void> {
  await renderInApp(<ChatScreen />, { path: '/chat', signedIn: true, settings: CHAT_ON });
  await screen.findByRole('log');
  await waitFor(() => expect(chatState.chatIdentity).not.toBe(''));
}

describe('chat screen', () => {
  it('asks a visitor for name and e-mail, then opens the conversation with the welcome message', async () => {
    const user = userEvent.setup();
    await renderInApp(<ChatScreen />, { path: '/chat', settings: CHAT_ON });
    // The form's chunk (engine, schema, validator) loads first: give it time on a busy machine.
    await user.type(await screen.findByLabelText(/Your name/, undefined, { timeout: 8_000 }), 'Alex Visitor');
    await user.type(screen.getByLabelText(/E-mail/), 'alex@example.ca');
    await user.click(screen.getByRole('button', { name: 'Start chatting' }));
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(/How can we help you today/)).toBeTruthy();
    expect(within(log).getByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(chatState.chatEmail).toBe('alex@example.ca');
    expect(chatState.chatIdentity).toMatch(/^chat-/);
  });

  it('shows a signed-in user’s history grouped by day, times in the locale, and clears the unread count', async () => {
    chatState.unreadCount = 4;
    await renderInApp(<ChatScreen />, { path: '/chat', signedIn: true, settings: CHAT_ON });
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await within(log).findByText(/updated pink slip/);
    // The seeded chat is from 18 November 2026 (a Wednesday).
    expect(within(log).getByRole('heading', { name: /Wednesday, November 18, 2026/ })).toBeTruthy();
    expect(within(log).getAllByText(/\d{1,2}:\d{2}\s?[ap]\.m\./).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chat with Maplecrest Insurance Brokers');
    await waitFor(() => expect(chatState.unreadCount).toBe(0));
  });

  it('sends a message: sending, then sent', async () => {
    const user = userEvent.setup();
    await openSignedInChat();
    await user.type(screen.getByLabelText('Your message'), 'Is my new car covered?{Enter}');
    const item = (await screen.findByText('Is my new car covered?')).closest('li') as HTMLElement;
    await waitFor(() => expect(item.getAttribute('data-state') ?? within(item).queryByText('Sent')).toBeTruthy());
    await waitFor(() => expect(within(screen.getByText('Is my new car covered?').closest('li') as HTMLElement).getByText('Sent')).toBeTruthy());
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
    expect(chatOutbox.messages).toHaveLength(0);
  });

  it('a refused message says so with Retry, and Retry sends it', async () => {
    const user = userEvent.setup();
    await openSignedInChat();
    fixtureServer.use(http.post('*/api/chat/messages', () => HttpResponse.json({ data: { error: { message: 'This chat does not take links.' }, code: 422 } }, { status: 422 }), { once: true }));
    await user.type(screen.getByLabelText('Your message'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not sent: This chat does not take links.');
    expect(chatOutbox.messages.map((m) => m.status)).toEqual(['failed']);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(screen.getByText('Hello?').closest('li') as HTMLElement).getByText('Sent')).toBeTruthy());
  });

  it('a server error keeps the message waiting, says why, and sends it again by itself', async () => {
    const user = userEvent.setup();
    await openSignedInChat();
    fixtureServer.use(http.post('*/api/chat/messages', () => HttpResponse.json({ data: { error: { message: 'Chat is down.' }, code: 503 } }, { status: 503 }), { once: true }));
    await user.type(screen.getByLabelText('Your message'), 'Anyone there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const bubble = () => screen.getByText('Anyone there?').closest('li') as HTMLElement;
    await waitFor(() => expect(bubble().textContent).toContain('Not sent yet, trying again shortly: Chat is down.'));
    expect(chatOutbox.messages.map((m) => m.status)).toEqual(['waiting']);
    expect(screen.queryByRole('alert')).toBeNull();
    // The next try (2 s later) goes through without anyone pressing anything.
    await waitFor(() => expect(within(bubble()).getByText('Sent')).toBeTruthy(), { timeout: 5000 });
    expect(chatOutbox.messages).toHaveLength(0);
  });

  it('an answer lost while online (the device says it is online) is tried again by itself', async () => {
    const user = userEvent.setup();
    await openSignedInChat();
    fixtureServer.use(http.post('*/api/chat/messages', () => HttpResponse.error(), { once: true }));
    await user.type(screen.getByLabelText('Your message'), 'Lost in transit?{Enter}');
    const bubble = () => screen.getByText('Lost in transit?').closest('li') as HTMLElement;
    await waitFor(() => expect(bubble().textContent).toContain('Not sent yet, trying again shortly:'));
    await waitFor(() => expect(within(bubble()).getByText('Sent')).toBeTruthy(), { timeout: 5000 });
  });

  it('a message typed offline is kept, waiting, and sent when the connection returns', async () => {
    const user = userEvent.setup();
    await openSignedInChat();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await user.type(screen.getByLabelText('Your message'), 'Typed in a tunnel{Enter}');
    expect(await screen.findByText(/Waiting for a connection/)).toBeTruthy();
    expect(chatOutbox.messages.map((m) => [m.text, m.status])).toEqual([['Typed in a tunnel', 'waiting']]);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    await act(() => flushOutbox());
    await waitFor(() => expect(within(screen.getByText('Typed in a tunnel').closest('li') as HTMLElement).getByText('Sent')).toBeTruthy());
    expect(chatOutbox.messages).toHaveLength(0);
  });

  it('after hours (hidden after hours) shows the notice, the next opening and the contact options instead of the chat', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SUNDAY_NOON_TORONTO });
    await renderInApp(<ChatScreen />, { path: '/chat', settings: AFTER_HOURS, now: SUNDAY_NOON_TORONTO });
    expect(await screen.findByRole('heading', { name: 'We are closed right now' })).toBeTruthy();
    // Monday 9:00 in Toronto, said in the visitor's own clock (this process's time zone).
    const opening = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' }).format(new Date('2026-11-23T14:00:00Z'));
    expect(screen.getByText(`We open again tomorrow at ${opening}`)).toBeTruthy();
    expect(screen.getByText(/Office hours: Monday – Friday, 9:00\s?a\.m\. to 5:00\s?p\.m\. \(EST\)/)).toBeTruthy();
    expect(screen.getByText('Claims: call our 24/7 line.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1-888-555-0199' }).getAttribute('href')).toBe('tel:18885550199');
    expect(screen.getByRole('link', { name: 'E-mail hello@example.ca' }).getAttribute('href')).toBe('mailto:hello@example.ca');
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('in office hours the same settings show the chat', async () => {
    const MONDAY_NOON_TORONTO = new Date('2026-11-23T17:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_NOON_TORONTO });
    await renderInApp(<ChatScreen />, { path: '/chat', settings: AFTER_HOURS, now: MONDAY_NOON_TORONTO, signedIn: true });
    expect(await screen.findByLabelText('Your message')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'We are closed right now' })).toBeNull();
  });

  it('reads in French', async () => {
    await renderInApp(<ChatScreen />, { path: '/chat', language: 'fr', signedIn: true, settings: CHAT_ON });
    expect(await screen.findByLabelText('Votre message')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    expect(await screen.findByRole('log', { name: 'Conversation' })).toBeTruthy();
  });
});
