// /claims/form: the claim wizard (docs/product-rules.md#claim-wizard, docs/product-rules.md#claim-draft, docs/product-rules.md#claim-wizard), run by the one flow
// component on the claim's flow definition, under the screen's own heading (one h1 a page).
import { useIntl } from 'react-intl';
import { FormFlow } from '../../flow/form-flow.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { claimFlow } from './claim-flow.tsx';
import { claimRouteMessages } from './claim-route-messages.ts';

export default function ClaimWizardScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  return (
    <section className="screen claim-wizard">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(claimRouteMessages.claimForm)}</h1>
      <FormFlow flow={claimFlow} />
    </section>
  );
}
