// /quote (docs/product-rules.md#quote, public): the kinds of quote the brokerage offers (settings quoteOptions.kinds),
// then the chosen kind's flow on /quote?kind=<kind>&step=…, sent with quote.send, and a
// confirmation that says what happens next.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Redirect, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { FormFlow } from '../../flow/form-flow.tsx';
import { flowSubmitState } from '../../flow/flow-submit.ts';
import { resetRequest } from '../../state/request-cycle.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { PATHS, withQuery } from '../../paths/paths.ts';
import { Icon } from '../../ui/icon.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import type { QuoteKind } from '../../settings/settings-types.ts';
import { QUOTE_KINDS } from '../../settings/derive-runtime.ts';
import { quoteFlows } from './quote-flow.tsx';
import { quoteRouteMessages } from './quote-route-messages.ts';
import { kindDescriptions, kindNames, kindTitles, quoteMessages as m } from './quote-messages.ts';
import './quote.css';
import { safeUrl } from '../../paths/safe-url.ts';

const ICONS: Record<QuoteKind, string> = { auto: 'Vehicle', home: 'Home', tenant: 'Inventory', condo: 'Inventory', business: 'Documents' };

function KindList({ kinds, instantQuoteUrl }: { kinds: readonly QuoteKind[]; instantQuoteUrl?: string | undefined }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  return (
    <section className="screen quote">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(quoteRouteMessages.title)}</h1>
      {kinds.length > 0 ? (
        <>
          <p>{intl.formatMessage(m.intro)}</p>
          <ul className="quote-kinds" aria-label={intl.formatMessage(m.kindsLabel)}>
            {kinds.map((kind) => (
              <li key={kind}>
                <Link href={withQuery(PATHS.quote, { kind })} className="quote-kind">
                  <Icon name={ICONS[kind]} className="quote-kind-icon" />
                  <span className="quote-kind-text">
                    <span className="quote-kind-name">{intl.formatMessage(kindNames[kind])}</span>
                    <span className="quote-kind-description">{intl.formatMessage(kindDescriptions[kind])}</span>
                  </span>
                  <Icon name="ChevronRight" size={20} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{intl.formatMessage(m.noneOnline)}</p>
      )}
      {safeUrl(instantQuoteUrl) && (
        <p>
          <a href={safeUrl(instantQuoteUrl)} target="_blank" rel="noopener noreferrer" className="button">
            {intl.formatMessage(m.instantQuote)}
            <span className="visually-hidden"> {intl.formatMessage(m.opensInNewTab)}</span>
          </a>
        </p>
      )}
    </section>
  );
}

function KindFlow({ kind, others }: { kind: QuoteKind; others: boolean }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  return (
    <div className="quote-flow">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(kindTitles[kind])}</h1>
      <FormFlow flow={quoteFlows[kind]} />
      {others && (
        <p className="quote-other-kinds">
          <Link href={PATHS.quote}>{intl.formatMessage(m.otherKinds)}</Link>
        </p>
      )}
    </div>
  );
}

export default function QuoteScreen() {
  const requested = new URLSearchParams(useSearch()).get('kind');
  const { runtime } = useSnapshot(runtimeState);
  // A confirmation belongs to the visit that sent it: arriving here again starts afresh.
  useEffect(() => {
    for (const kind of QUOTE_KINDS) resetRequest(flowSubmitState(quoteFlows[kind].id).submit);
  }, []);
  const kinds = (runtime?.quote.kinds ?? []) as readonly QuoteKind[];
  if (requested !== null) {
    const kind = kinds.find((offered) => offered === requested);
    if (!kind) return <Redirect to={PATHS.quote} replace />;
    // Keyed by kind: each kind's flow starts with its own form and focus.
    return <KindFlow key={kind} kind={kind} others={kinds.length > 1} />;
  }
  return <KindList kinds={kinds} instantQuoteUrl={runtime?.quote.instantQuoteUrl} />;
}
