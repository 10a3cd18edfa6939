// The rating a brokerage offers from its home menu: an entry with `url: "/?review"` opens it here.
import { ReviewPrompt } from '../../ui/review/review-prompt.tsx';

export default function HomeReview() {
  return <ReviewPrompt context="menu" headingLevel={2} />;
}
