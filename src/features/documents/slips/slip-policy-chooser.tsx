// /documents/create-slip opened without a policy: the auto policies a slip can be made for now,
// each a link to its slips, so the user does not have to find one in the documents first.
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { runtimeState } from '../../../state/runtime-state.ts';
import { useCall } from '../../../state/use-call.ts';
import { RequestStatus } from '../../../ui/request-status.tsx';
import { documentsState } from '../documents-state.ts';
import { useToday } from '../policy/policy-details.ts';
import { slipEligibility } from './slip-eligibility.ts';
import { slipMessages as m, slipValueMessages as v } from './slip-messages.ts';

export function SlipPolicyChooser() {
  const intl = useIntl();
  const today = useToday();
  const { runtime } = useSnapshot(runtimeState);
  const call = useCall(documentsState, 'policiesDetails', 'documents.getPoliciesDetails', {});
  return (
    <RequestStatus call={call} loadingText={intl.formatMessage(m.choosePolicyLoading)} errorText={intl.formatMessage(m.choosePolicyError)}>
      {(policies) => {
        const eligible = runtime ? (policies as PolicyDetails[]).filter((policy) => slipEligibility(policy, runtime.proofRules, today).eligible) : [];
        if (eligible.length === 0) {
          return (
            <p>
              {intl.formatMessage(m.noPolicy)} <Link href={PATHS.documents}>{intl.formatMessage(m.toDocuments)}</Link>
            </p>
          );
        }
        return (
          <section aria-labelledby="slip-choose-policy">
            <h2 id="slip-choose-policy">{intl.formatMessage(m.choosePolicy)}</h2>
            <ul className="slip-policy-choices">
              {eligible.map((policy) => (
                <li key={policy.id}>
                  <Link href={withQuery(PATHS.createSlip, { id: policy.id })}>{intl.formatMessage(v.policyChoice, { policyNumber: policy.policyNumber, vehicles: policy.vehicles.map((vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`).join(', ') })}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </RequestStatus>
  );
}
