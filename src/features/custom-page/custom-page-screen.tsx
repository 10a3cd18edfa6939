// /cp?path=<id>: a brokerage's own page (menu entries of type customPage), its HTML sanitised by
// DOMPurify and written as TrustedHTML.
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { answerFor, useCall } from '../../state/use-call.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { TenantHtml } from '../../ui/tenant-html-view.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { customPageCall } from './custom-page-calls.ts';
import { customPageMessages as m } from './custom-page-messages.ts';
import { htmlTooLarge } from '../../settings/settings-limits.ts';
import { usePageName } from '../../routes/page-title.tsx';

export default function CustomPageScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const id = new URLSearchParams(useSearch()).get('path') ?? '';
  // One page at a time in the slice: another page's answer is neither shown nor named while this
  // one's comes (back and forth between two pages).
  const call = answerFor(useCall(...customPageCall(id).args), id === '' ? null : id);
  // The tab names the brokerage's page, not "Information" (docs/product-rules.md#document-title).
  usePageName(call.data?.title);
  if (id === '') {
    return (
      <section className="screen custom-page">
        <p className="empty-state">{intl.formatMessage(m.missing)}</p>
      </section>
    );
  }
  return (
    <section className="screen custom-page">
      <RequestStatus call={call} errorText={intl.formatMessage(m.loadError)}>
        {(page) => (
          <article>
            <h1 ref={heading} tabIndex={-1}>{page.title}</h1>
            {/* Same size limit as the banner: megabytes of HTML would freeze the sanitiser. */}
            {htmlTooLarge(page.html) ? (
              <p className="empty-state" role="alert">{intl.formatMessage(m.tooLarge)}</p>
            ) : (
              <TenantHtml html={page.html} className="custom-page-content" />
            )}
          </article>
        )}
      </RequestStatus>
    </section>
  );
}
