import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { routeMessages } from './route-messages.ts';
import { useFocusHeading } from '../ui/use-focus-heading.ts';

export default function NotFoundScreen() {
  const heading = useFocusHeading();
  return (
    <section className="status-screen">
      <h1 ref={heading} tabIndex={-1}><FormattedMessage {...routeMessages.notFoundTitle} /></h1>
      <p><FormattedMessage {...routeMessages.notFoundText} /></p>
      <Link href="/" className="button primary"><FormattedMessage {...routeMessages.notFoundHome} /></Link>
    </section>
  );
}
