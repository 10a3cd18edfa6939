// /claims/form: the claim wizard (SPEC §2, §3 Claim draft, §4 Claim wizard), run by the one flow
// component on the claim's flow definition.
import { FormFlow } from '../../flow/form-flow.tsx';
import { claimFlow } from './claim-flow.tsx';

export default function ClaimWizardScreen() {
  return <FormFlow flow={claimFlow} />;
}
