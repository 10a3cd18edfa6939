// Creating a slip for the selected policy: its details, whether it gets slips (eligibility by
// province and policy state), the consent before the first slip, then the vehicle and the kind.
// documents.createSlip takes the policy and the vehicle for every kind: the server issues one
// proof document per vehicle, and pink slip, eSlip and eID card are ways this app shows it (the
// request has no kind; the kind travels in the slip view's url and in the saved slip).
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Snapshot } from 'valtio/vanilla';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { runCall } from '../../../state/run-call.ts';
import { runtimeState } from '../../../state/runtime-state.ts';
import { sessionState } from '../../../state/session-state.ts';
import { RequestStatus } from '../../../ui/request-status.tsx';
import { SlipConsent } from './consent-step.tsx';
import { consentStep, slipRequests } from './consent-flow.ts';
import { MailPinkSlip } from './mail-pink-slip.tsx';
import { usePolicyDetails, useToday } from '../policy/policy-details.ts';
import { policyMessages, policyValueMessages } from '../policy/policy-messages.ts';
import { slipEligibility, type SlipKind } from './slip-eligibility.ts';
import { slipMessages as m, slipValueMessages as v } from './slip-messages.ts';
import { currentCountry } from '../../../i18n/country.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { failureText } from '../../../ui/failure-reason.ts';

type Policy = Snapshot<PolicyDetails>;

/** The url of a slip's view: the policy, the slip document, its kind and vehicle. */
function slipUrl(policyId: string, slipId: string, kind: SlipKind, vehicleId: string): string {
  return withQuery(PATHS.createSlip, { id: policyId, slip: slipId, kind, vehicle: vehicleId });
}

function SlipForm({ policy, kinds, pink, focusOnMount }: { policy: Policy; kinds: SlipKind[]; pink: boolean; focusOnMount: boolean }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { createSlip } = useSnapshot(slipRequests);
  const [vehicleId, setVehicleId] = useState(policy.vehicles[0]?.id ?? '');
  const [kind, setKind] = useState<SlipKind>(kinds[0] ?? 'pinkSlip');
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), vehicle: useId(), kind: useId() };
  useLayoutEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await runCall(slipRequests, 'createSlip', 'documents.createSlip', { policyId: policy.id, vehicleId });
    if (outcome.ok) navigate(slipUrl(policy.id, outcome.data.id, kind, vehicleId));
  };

  return (
    <section className="slip-create" aria-labelledby={ids.title}>
      <h2 id={ids.title} ref={heading} tabIndex={-1}>{intl.formatMessage(m.createTitle)}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset className="slip-choices">
          <legend>{intl.formatMessage(m.vehicleLegend)}</legend>
          {policy.vehicles.map((vehicle) => (
            <label key={vehicle.id} className="slip-choice">
              <input type="radio" name={ids.vehicle} value={vehicle.id} checked={vehicleId === vehicle.id} onChange={() => setVehicleId(vehicle.id)} />
              <span className="slip-choice-name">{intl.formatMessage(policyValueMessages.vehicleName, vehicle)}</span>
              <span className="slip-choice-hint">{intl.formatMessage(policyMessages.vin)} {vehicle.vin}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="slip-choices">
          <legend>{intl.formatMessage(m.kindLegend)}</legend>
          {kinds.map((option) => (
            <label key={option} className="slip-choice">
              <input type="radio" name={ids.kind} value={option} checked={kind === option} onChange={() => setKind(option)} />
              <span className="slip-choice-name">{intl.formatMessage(v.kindName, { kind: option, pink: pink ? 'yes' : 'no' })}</span>
              <span className="slip-choice-hint">{intl.formatMessage(v.kindHint, { kind: option })}</span>
            </label>
          ))}
          {kinds.length === 1 && <p className="slip-choice-note">{intl.formatMessage(v.electronicNotAccepted, { country: currentCountry() })}</p>}
        </fieldset>
        {createSlip.success === false && (
          <div className="inline-error" role="alert">
            <p>
              {failureText(intl, intl.formatMessage(m.createError), createSlip.message)}
            </p>
          </div>
        )}
        <SubmitButton busy={createSlip.inProgress}>{intl.formatMessage(createSlip.inProgress ? m.creating : m.create)}</SubmitButton>
      </form>
    </section>
  );
}

function PolicySlips({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  const { consent } = useSnapshot(slipRequests);
  const today = useToday();
  if (!runtime) return null;
  const eligibility = slipEligibility(policy as PolicyDetails, runtime.proofRules, today);
  const step = consentStep(user, consent);
  return (
    <>
      <p className="slip-policy-line">{intl.formatMessage(v.policyLine, { number: policy.policyNumber, insurer: policy.insuranceCompany })}</p>
      {!eligibility.eligible ? (
        <p className="slip-not-offered">{intl.formatMessage(policyValueMessages.noSlip, { reason: eligibility.reason, brokerLabel: runtime.brokerLabel })}</p>
      ) : step !== 'given' ? (
        <SlipConsent />
      ) : (
        <>
          <SlipForm policy={policy} kinds={eligibility.kinds} pink={eligibility.pink} focusOnMount={consent.success === true} />
          <MailPinkSlip policyId={policy.id} />
        </>
      )}
      <p className="slip-back">
        <Link href={withQuery(PATHS.policySummary, { id: policy.id })}>{intl.formatMessage(m.toPolicy)}</Link>
      </p>
    </>
  );
}

export function SlipCreator({ policyId }: { policyId: string }) {
  const intl = useIntl();
  const details = usePolicyDetails(policyId);
  return (
    <RequestStatus call={details} errorText={intl.formatMessage(policyMessages.loadError)}>
      {(policy) => <PolicySlips policy={policy} />}
    </RequestStatus>
  );
}
