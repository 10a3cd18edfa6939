import { defineMessages } from 'react-intl';

export const reviewMessages = defineMessages({
  yourRating: { id: 'review.yourRating', defaultMessage: 'Your rating' },
  comment: { id: 'review.comment', defaultMessage: 'Tell us more (optional)' },
  send: { id: 'review.send', defaultMessage: 'Send my rating' },
  sending: { id: 'review.sending', defaultMessage: 'Sending…' },
  chooseRating: { id: 'review.chooseRating', defaultMessage: 'Please choose a rating from 1 to 5 stars.' },
  failed: { id: 'review.failed', defaultMessage: 'Your rating was not sent. Please try again.' },
  thanks: { id: 'review.thanks', defaultMessage: 'Thank you for your feedback!' },
  shareIntro: { id: 'review.shareIntro', defaultMessage: 'Glad to hear it! Would you share your review publicly? It helps others find us.' },
  opensInNewTab: { id: 'review.opensInNewTab', defaultMessage: '(opens in a new tab)' },
});

export const reviewValueMessages = defineMessages<{
  title: { broker: string };
  star: { rating: number };
  rating: { rating: number };
  reviewOn: { site: string };
}>({
  title: { id: 'review.title', defaultMessage: 'How was your experience with your {broker, select, myAgent {agent} other {broker}}?' },
  // The name of each choice: its number and the word for it.
  star: { id: 'review.star', defaultMessage: '{rating, plural, one {# star} other {# stars}}' },
  rating: { id: 'review.rating', defaultMessage: '{rating, select, 1 {Poor} 2 {Fair} 3 {Good} 4 {Very good} other {Excellent}}' },
  reviewOn: { id: 'review.reviewOn', defaultMessage: 'Review us on {site}' },
});
