// /claims/form: the claim wizard (docs/product-rules.md#claim-wizard, docs/product-rules.md#claim-draft), run by the one flow
// component on the claim's flow definition, under the screen's own heading (one h1 a page); with
// ?kind=home, the home (property) claim's flow instead, each kind with its own draft.
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { FormFlow } from '../../flow/form-flow.tsx';
import { flowUrl } from '../../flow/flow-url.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { claimFlow } from './claim-flow.tsx';
import { claimRouteMessages } from './claim-route-messages.ts';
import { homeClaimFlow } from './home-claim-flow.tsx';
import { homeClaimMessages } from './home-claim-messages.ts';

function ClaimKind({ home }: { home: boolean }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  const other = home ? claimFlow : homeClaimFlow;
  return (
    <section className="screen claim-wizard">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(home ? homeClaimMessages.homeTitle : claimRouteMessages.claimForm)}</h1>
      {home ? <FormFlow flow={homeClaimFlow} /> : <FormFlow flow={claimFlow} />}
      <p className="claim-other-kind">
        <Link href={flowUrl(other, other.steps[0]?.id ?? '')}>{intl.formatMessage(home ? homeClaimMessages.toAuto : homeClaimMessages.toHome)}</Link>
      </p>
    </section>
  );
}

export default function ClaimWizardScreen() {
  const home = new URLSearchParams(useSearch()).get('kind') === 'home';
  // Keyed by kind: each kind's flow starts with its own form and focus.
  return <ClaimKind key={home ? 'home' : 'auto'} home={home} />;
}
