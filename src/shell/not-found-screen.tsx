import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { shellMessages } from './shell-messages.ts';
import { useFocusHeading } from '../ui/use-focus-heading.ts';

export default function NotFoundScreen() {
  const heading = useFocusHeading();
  return (
    <section className="status-screen">
      <h1 ref={heading} tabIndex={-1}><FormattedMessage {...shellMessages.notFoundTitle} /></h1>
      <p><FormattedMessage {...shellMessages.notFoundText} /></p>
      <Link href="/" className="button primary"><FormattedMessage {...shellMessages.notFoundHome} /></Link>
    </section>
  );
}
