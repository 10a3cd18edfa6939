import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { db } from '../../../fixtures/backend/db.ts';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import { warmForms } from '../../../tests/warm-forms.ts';
import { setStepAnswer } from '../../flow/flow-draft.ts';
import { localDate } from '../../../renderers/relative-rules.ts';
import QuoteScreen from './quote-screen.tsx';
import { quoteFlows } from './quote-flow.tsx';
import { WHAT_FORM } from './quote-state.ts';

setupFixtureBackend();

// The forms' chunks load first: a form suspending inside a user event's act() in jsdom can wait
// past the timeout (the lazy loading is covered in the browser, e2e/quote.e2e.ts).
beforeAll(async () => {
  await warmForms('quote-who', 'quote-address', 'quote-insurer', 'quote-start', ...Object.values(WHAT_FORM));
});

const inAYear = () => localDate(new Date(Date.now() + 365 * 86_400_000));

async function answerAuto(): Promise<void> {
  const flow = quoteFlows.auto;
  await Promise.all([
    setStepAnswer(flow, 'who', { firstName: 'Liam', lastName: 'Nguyen', email: 'liam@example.ca', phone: '416-555-0182', contactBy: 'phone' }),
    setStepAnswer(flow, 'what', { year: 2021, make: 'Toyota', model: 'RAV4', use: 'commute' }),
    setStepAnswer(flow, 'where', { address: '12 Danforth Ave', city: 'Toronto', province: 'ON', zip: 'M4C 1B5' }),
    setStepAnswer(flow, 'insurer', { insured: 'no' }),
    setStepAnswer(flow, 'start', { startDate: inAYear() }),
  ]);
}

describe('QuoteScreen', { timeout: 20_000 }, () => {
  it('lists the kinds the brokerage offers, in its order, each leading to its flow', async () => {
    await renderInApp(<QuoteScreen />, { path: '/quote', settings: { quoteOptions: { kinds: ['home', 'auto'], instantQuoteUrl: 'https://quote.example.org/start' } } });
    const list = await screen.findByRole('list', { name: 'Kinds of quote' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['HomeA house you own and live in', 'AutoA car, van or light truck']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/quote?kind=home', '/quote?kind=auto']);
    const instant = screen.getByRole('link', { name: /^Get an instant quote online/ });
    expect(instant.textContent).toBe('Get an instant quote online (opens in a new tab)');
    expect(instant.getAttribute('href')).toBe('https://quote.example.org/start');
    expect(instant.getAttribute('rel')).toContain('noopener');
  });

  it('says so when no kind is offered online', async () => {
    await renderInApp(<QuoteScreen />, { path: '/quote', settings: { quoteOptions: { kinds: [] } } });
    await screen.findByText(/Quotes cannot be requested online here/);
    expect(screen.queryByRole('list', { name: 'Kinds of quote' })).toBeNull();
  });

  it('opens the chosen kind’s flow at its first step, its own form for the “what” step', async () => {
    const app = await renderInApp(<QuoteScreen />, { path: '/quote', settings: { quoteOptions: { kinds: ['auto', 'business'] } } });
    await userEvent.click(await screen.findByRole('link', { name: /^Business/ }));
    await screen.findByRole('heading', { level: 1, name: 'Business insurance quote' });
    const steps = screen.getByRole('navigation', { name: 'Quote request steps' });
    expect(within(steps).getAllByRole('link').map((link) => link.textContent)).toEqual(['About you', 'Business', 'Address of the business', 'Current insurer', 'Start of the cover', 'Review and send']);
    expect(within(steps).getAllByRole('link')[1]?.getAttribute('href')).toBe('/quote?kind=business&step=what');
    await screen.findByLabelText(/^First name/, undefined, { timeout: 5000 });
    expect(app.location.history.at(-1)).toBe('/quote?kind=business');
  });

  it('goes back to the list for a kind the brokerage does not offer', async () => {
    const app = await renderInApp(<QuoteScreen />, { path: '/quote?kind=business', settings: { quoteOptions: { kinds: ['auto'] } } });
    await screen.findByRole('list', { name: 'Kinds of quote' });
    expect(app.location.history.at(-1)).toBe('/quote');
  });

  it('sends an auto quote with quote.send and says what happens next', async () => {
    const bodies: unknown[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.url.includes('/quote/send')) bodies.push(await request.clone().json());
    };
    fixtureServer.events.on('request:start', listener);
    await answerAuto();
    await renderInApp(<QuoteScreen />, { path: '/quote?kind=auto&step=review', settings: { quoteOptions: { kinds: ['auto', 'home'] } } });
    const send = await screen.findByRole('button', { name: 'Send the request' }, { timeout: 5000 });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    await userEvent.click(send);
    const status = (await screen.findByText(/^Thank you! Your auto insurance quote request was sent to your broker\. Reference number: qr-[a-z0-9]{8}$/, undefined, { timeout: 5000 })).closest('[role=status]');
    expect(status).not.toBeNull();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    fixtureServer.events.removeListener('request:start', listener);
    expect(bodies).toEqual([
      {
        kind: 'auto',
        firstName: 'Liam',
        lastName: 'Nguyen',
        email: 'liam@example.ca',
        phone: '416-555-0182',
        contactBy: 'phone',
        address: { address: '12 Danforth Ave', city: 'Toronto', province: 'ON', zip: 'M4C 1B5', country: 'CA' },
        details: { year: 2021, make: 'Toyota', model: 'RAV4', use: 'commute' },
        currency: 'CAD',
        currentInsurer: { insured: false },
        startDate: inAYear(),
      },
    ]);
    expect(db().sent.filter((sent) => sent.kind === 'quote')).toHaveLength(1);
    // The draft is cleared once sent.
    expect(quoteFlows.auto.draft.steps.who.value).toBeUndefined();
  });

  it('does not send a start date in the past', async () => {
    await answerAuto();
    await setStepAnswer(quoteFlows.auto, 'start', { startDate: '2020-01-01' });
    await renderInApp(<QuoteScreen />, { path: '/quote?kind=auto&step=review' });
    const send = await screen.findByRole('button', { name: 'Send the request' }, { timeout: 5000 });
    expect(send.hasAttribute('disabled')).toBe(true);
    const missing = screen.getByRole('note');
    expect(missing.textContent).toContain('Start of the cover — Some answers need to be corrected');
  });

  it('reads in French', async () => {
    await renderInApp(<QuoteScreen />, { path: '/quote', language: 'fr', settings: { quoteOptions: { kinds: ['auto', 'condo'] } } });
    const list = await screen.findByRole('list', { name: 'Types de soumission' });
    expect(within(list).getAllByRole('link').map((link) => link.querySelector('.quote-kind-name')?.textContent)).toEqual(['Auto', 'Copropriété']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demander une soumission');
  });
});
