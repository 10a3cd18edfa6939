// /claims: insurance companies' and brokerages' claim numbers (docs/product-rules.md#claim-numbers), shown
// when claimOptions.showClaimNumbers is on, with the way on to the claim wizard.
import { useIntl } from 'react-intl';
import { Link, Redirect } from 'wouter';
import { useSnapshot } from 'valtio';
import { useCall } from '../../state/use-call.ts';
import { PATHS } from '../../paths/paths.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { claimMessages as m, claimValueMessages } from './claim-messages.ts';
import { claimRouteMessages } from './claim-route-messages.ts';
import type { ClaimContact } from './claim-numbers-state.ts';
import { claimNumbersCall } from './claim-numbers-calls.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import './claim-numbers.css';
import { safeUrl } from '../../paths/safe-url.ts';

function ContactList({ title, entries }: { title: string; entries: readonly ClaimContact[] }) {
  const intl = useIntl();
  const headingId = `claim-numbers-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="claim-numbers-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {entries.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(m.emptyList)}</p>
      ) : (
        <ul className="claim-numbers-list">
          {entries.map((entry) => (
            <li key={`${entry.name}-${entry.phone}`}>
              <span className="claim-number-name">{entry.name}</span>
              {entry.hours && <span className="claim-number-hours">{entry.hours}</span>}
              {/* Named by the number it shows, then whom it calls (WCAG 2.5.3 label in name). */}
              <a className="claim-number-phone" href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`}>
                {entry.phone}
                <span className="visually-hidden"> – {intl.formatMessage(claimValueMessages.call, { name: entry.name })}</span>
              </a>
              {safeUrl(entry.website, { kind: 'web' }) && (
                <a href={safeUrl(entry.website, { kind: 'web' })} target="_blank" rel="noopener noreferrer">{intl.formatMessage(m.website)}</a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function ClaimNumbersScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const shown = runtime?.claimNumbersShown === true;
  const numbers = useCall(...claimNumbersCall(shown).args);
  // Claim numbers are a brokerage option: without it, claims start at the wizard.
  if (!shown || !runtime) return <Redirect to={PATHS.claimForm} replace />;
  return (
    <section className="screen claim-numbers">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(claimRouteMessages.claims)}</h1>
      <p>{intl.formatMessage(claimValueMessages.numbersIntro, { brokerLabel: runtime.brokerLabel })}</p>
      <Link href={PATHS.claimForm} className="button primary">{intl.formatMessage(m.reportOnline)}</Link>
      <RequestStatus
        call={numbers}
        errorText={intl.formatMessage(m.loadError)}
        isEmpty={(data) => data.insuranceCompanies.length === 0 && data.brokerages.length === 0}
        emptyText={intl.formatMessage(m.emptyList)}
      >
        {(data) => (
          <>
            <ContactList title={intl.formatMessage(m.insuranceCompanies)} entries={data.insuranceCompanies} />
            <ContactList title={intl.formatMessage(claimValueMessages.brokerages, { brokerLabel: runtime.brokerLabel })} entries={data.brokerages} />
          </>
        )}
      </RequestStatus>
    </section>
  );
}
