// The rating prompt (docs/product-rules.md#reviews): a rating from 1 to 5 and an optional comment, sent with
// review.send, then thanks — and after a good rating (4 or 5) the brokerage's public review pages
// (settings reviewOptions.links). Shown by features where a rating makes sense (a claim sent, a
// payment made); its state is the review slice (memory only, reset on navigation).
//
//   <ReviewPrompt context="payment" reference={receipt.reference} headingLevel={2} />
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runCall } from '../../state/run-call.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { claimReview, reviewState } from './review-state.ts';
import { RatingInput } from './rating-input.tsx';
import { reviewMessages as m, reviewValueMessages as v } from './review-messages.ts';
import './review.css';
import { SubmitButton } from '../submit-button.tsx';
import { safeUrl } from '../../paths/safe-url.ts';

type ReviewContext = 'claim' | 'payment' | 'menu';

interface ReviewPromptProps {
  /** Where the rating is asked (sent with it). */
  context: ReviewContext;
  /** The claim's or payment's reference the rating follows, if any (sent with it; a new reference starts a new rating). */
  reference?: string | undefined;
  /** Level of the prompt's heading in the page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A rating from this many stars up is good: the public review pages are offered. */
const GOOD_RATING = 4;

function Thanks({ rating }: { rating: number }) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const status = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => status.current?.focus(), []);
  const links = rating >= GOOD_RATING ? (runtime?.reviewLinks ?? []) : [];
  return (
    <>
      <div ref={status} role="status" tabIndex={-1} className="review-thanks">
        <p>{intl.formatMessage(m.thanks)}</p>
      </div>
      {links.length > 0 && (
        <section className="review-share" aria-labelledby="review-share-intro">
          <p id="review-share-intro" className="review-share-intro">{intl.formatMessage(m.shareIntro)}</p>
          <ul>
            {links.filter((link) => safeUrl(link.url) !== undefined).map((link) => (
              <li key={`${link.name}-${link.url}`}>
                <a href={safeUrl(link.url)} className="button" {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {intl.formatMessage(v.reviewOn, { site: link.name })}
                  {link.external && <span className="visually-hidden"> {intl.formatMessage(m.opensInNewTab)}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function ReviewPrompt({ context, reference, headingLevel = 3 }: ReviewPromptProps) {
  const intl = useIntl();
  const subject = `${context}:${reference ?? ''}`;
  const review = useSnapshot(reviewState);
  const { runtime } = useSnapshot(runtimeState);
  const [missing, setMissing] = useState(false);
  const ids = useId();
  const titleId = `${ids}-title`;
  const errorId = `${ids}-error`;
  // Another prompt's state (or none yet) reads as a fresh prompt.
  const mine = review.subject === subject;
  const rating = mine ? review.rating : null;
  const comment = mine ? review.comment : '';
  const send = mine ? review.send : null;
  const Heading = `h${headingLevel}` as 'h3';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send?.inProgress) return;
    if (rating === null) {
      setMissing(true);
      return;
    }
    const request = { rating, context, ...(comment.trim() ? { comment: comment.trim() } : {}), ...(reference ? { reference } : {}) };
    void runCall(reviewState, 'send', 'review.send', request);
  };

  return (
    <section className="review-prompt" aria-labelledby={titleId}>
      <Heading id={titleId}>{intl.formatMessage(v.title, { broker: runtime?.brokerLabel ?? 'myBroker' })}</Heading>
      {send?.success === true && rating !== null ? (
        <Thanks rating={rating} />
      ) : (
        <form onSubmit={submit} noValidate>
          <RatingInput
            legend={intl.formatMessage(m.yourRating)}
            value={rating}
            errorId={missing && rating === null ? errorId : undefined}
            onChange={(value) => {
              claimReview(subject);
              reviewState.rating = value;
              setMissing(false);
            }}
          />
          {missing && rating === null && (
            <p id={errorId} role="alert" className="inline-error">{intl.formatMessage(m.chooseRating)}</p>
          )}
          <label htmlFor={`${ids}-comment`} className="review-comment-label">{intl.formatMessage(m.comment)}</label>
          <textarea
            id={`${ids}-comment`}
            className="review-comment"
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => {
              claimReview(subject);
              reviewState.comment = event.target.value;
            }}
          />
          {send?.success === false && <p role="alert" className="inline-error">{intl.formatMessage(m.failed)}</p>}
          <SubmitButton busy={send?.inProgress === true}>{intl.formatMessage(send?.inProgress ? m.sending : m.send)}</SubmitButton>
        </form>
      )}
    </section>
  );
}
