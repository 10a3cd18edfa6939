import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import { ReviewPrompt } from './review-prompt.tsx';
import { reviewState } from './review-state.ts';

setupFixtureBackend();
afterEach(() => setFailures([]));
// user-event moves between radios with CSS.escape, which jsdom lacks.
if (!window.CSS?.escape) Object.assign(window, { CSS: { ...window.CSS, escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) } });

const links = [
  { name: 'Google', url: 'https://g.page/r/acme/review' },
  { name: 'Our guestbook', url: '/cp?path=guestbook' },
];

/** The bodies of the review.send calls made while `run` runs. */
async function sentBodies(run: () => Promise<void>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.url.includes('/review/send')) bodies.push(await request.clone().json());
  };
  fixtureServer.events.on('request:start', listener);
  try {
    await run();
  } finally {
    fixtureServer.events.removeListener('request:start', listener);
  }
  return bodies;
}

const radios = () => screen.getAllByRole('radio') as HTMLInputElement[];
const checked = () => radios().findIndex((radio) => radio.checked) + 1;

describe('ReviewPrompt', { timeout: 20_000 }, () => {
  it('is a radio group of 1 to 5 stars used with the keyboard: Tab in, arrows move and choose', async () => {
    await renderInApp(
      <>
        <button type="button">before</button>
        <ReviewPrompt context="claim" reference="CLM-1" />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect((within(group).getAllByRole('radio') as HTMLInputElement[]).map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      '1 star, Poor',
      '2 stars, Fair',
      '3 stars, Good',
      '4 stars, Very good',
      '5 stars, Excellent',
    ]);
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(radios()[0]);
    await userEvent.keyboard(' ');
    expect(checked()).toBe(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(checked()).toBe(4);
    expect(document.activeElement).toBe(radios()[3]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(checked()).toBe(3);
    expect(reviewState.rating).toBe(3);
    // The stars up to the choice are filled, and the word for it is shown.
    expect(document.querySelectorAll('.rating-star.filled')).toHaveLength(3);
    expect(document.querySelector('.rating-word')?.textContent).toBe('Good');
    // Tab leaves the group for the comment.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Tell us more (optional)'));
  });

  it('sends a good rating with its comment, thanks, and offers the brokerage’s review pages', async () => {
    await renderInApp(<ReviewPrompt context="claim" reference="CLM-7" />, { settings: { reviewOptions: { links } } });
    const bodies = await sentBodies(async () => {
      await userEvent.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
      await userEvent.type(screen.getByLabelText('Tell us more (optional)'), '  Quick and kind.  ');
      await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }));
      const thanks = await screen.findByRole('status');
      expect(thanks.textContent).toBe('Thank you for your feedback!');
      await waitFor(() => expect(document.activeElement).toBe(thanks));
    });
    expect(bodies).toEqual([{ rating: 5, context: 'claim', comment: 'Quick and kind.', reference: 'CLM-7' }]);
    const google = screen.getByRole('link', { name: /^Review us on Google/ });
    expect(google.getAttribute('href')).toBe('https://g.page/r/acme/review');
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
    expect(google.textContent).toBe('Review us on Google (opens in a new tab)');
    const guestbook = screen.getByRole('link', { name: 'Review us on Our guestbook' });
    expect(guestbook.getAttribute('target')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('thanks a poor rating without the public review pages', async () => {
    await renderInApp(<ReviewPrompt context="payment" />, { settings: { reviewOptions: { links } } });
    await userEvent.click(screen.getByRole('radio', { name: '2 stars, Fair' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }));
    await screen.findByText('Thank you for your feedback!');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks for a rating before sending, and says so when sending failed, keeping the answers', async () => {
    await renderInApp(<ReviewPrompt context="claim" reference="CLM-8" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please choose a rating from 1 to 5 stars.');
    expect(screen.getByRole('group', { name: 'Your rating' }).getAttribute('aria-describedby')).toBe(alert.id);

    setFailures(['/review/send']);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    expect(screen.queryByText('Please choose a rating from 1 to 5 stars.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your rating was not sent. Please try again.');
    expect((screen.getByRole('radio', { name: '4 stars, Very good' }) as HTMLInputElement).checked).toBe(true);

    setFailures([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }));
    await screen.findByText('Thank you for your feedback!');
  });

  it('starts afresh for another claim', async () => {
    const first = await renderInApp(<ReviewPrompt context="claim" reference="CLM-1" />);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars, Good' }));
    first.unmount();
    await renderInApp(<ReviewPrompt context="claim" reference="CLM-2" />);
    expect(radios().some((radio) => radio.checked)).toBe(false);
  });

  it('reads in French', async () => {
    await renderInApp(<ReviewPrompt context="claim" reference="CLM-1" />, { language: 'fr', settings: { reviewOptions: { links } } });
    expect(screen.getByRole('heading').textContent).toBe('Comment s’est passée votre expérience avec votre courtier\u202f?');
    await userEvent.click(screen.getByRole('radio', { name: '5 étoiles, Excellent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon évaluation' }));
    expect((await screen.findByRole('status')).textContent).toBe('Merci de vos commentaires\u202f!');
    expect(screen.getByRole('link', { name: /^Donnez-nous votre avis sur Google/ })).toBeTruthy();
  });
});
