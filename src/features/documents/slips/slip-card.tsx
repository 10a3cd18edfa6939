// The slip itself, made for a roadside check: the brokerage's brand, the kind of slip, the wording
// the province requires, and in large high-contrast type the policy number, insurer, insured,
// vehicle (year, make, model, VIN) and the effective and expiry dates; pink where the province's
// card is pink.
import type { Ref } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import { useIntl } from 'react-intl';
import type { Runtime } from '../../../settings/runtime.ts';
import { formatDay } from '../policy/policy-format.ts';
import { policyValueMessages } from '../policy/policy-messages.ts';
import { provinceRule, policyProvince } from './slip-eligibility.ts';
import { slipMessages as m, slipValueMessages as v } from './slip-messages.ts';
import type { SlipData } from './slip-wallet.ts';

interface SlipCardProps {
  slip: SlipData;
  runtime: Snapshot<Pick<Runtime, 'brand' | 'proofRules'>>;
  titleId: string;
  titleRef?: Ref<HTMLHeadingElement>;
}

export function SlipCard({ slip, runtime, titleId, titleRef }: SlipCardProps) {
  const intl = useIntl();
  const language = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { policy, kind } = slip;
  const vehicle = policy.vehicles[slip.vehicleIndex] ?? policy.vehicles[0];
  const rule = provinceRule(runtime.proofRules, policyProvince(policy));
  const pink = rule?.pinkSlip === true;
  return (
    <article className={`slip-card kind-${kind}${pink ? ' pink' : ''}`} aria-labelledby={titleId}>
      <header className="slip-brand">
        {runtime.brand.logo && <img src={runtime.brand.logo} alt="" className="slip-logo" />}
        <span className="slip-brand-name">{runtime.brand.name}</span>
      </header>
      <p className="slip-kind">{intl.formatMessage(v.kindName, { kind, pink: pink ? 'yes' : 'no' })}</p>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="slip-title">{intl.formatMessage(v.kindTitle, { kind })}</h2>
      {rule && <p className="slip-wording">{rule.wording[language]}</p>}
      <dl className="slip-fields">
        <div className="slip-field wide">
          <dt>{intl.formatMessage(m.policyNumber)}</dt>
          <dd className="slip-policy-number">{policy.policyNumber}</dd>
        </div>
        <div className="slip-field">
          <dt>{intl.formatMessage(m.insurer)}</dt>
          <dd>{policy.insuranceCompany}</dd>
        </div>
        <div className="slip-field">
          <dt>{intl.formatMessage(m.insured)}</dt>
          <dd>{policy.insuredName}</dd>
        </div>
        {vehicle && (
          <>
            <div className="slip-field wide">
              <dt>{intl.formatMessage(m.vehicle)}</dt>
              <dd>{intl.formatMessage(policyValueMessages.vehicleName, { year: vehicle.year, make: vehicle.make, model: vehicle.model })}</dd>
            </div>
            <div className="slip-field wide">
              <dt>{intl.formatMessage(m.vin)}</dt>
              <dd className="slip-vin">{vehicle.vin}</dd>
            </div>
          </>
        )}
        <div className="slip-field">
          <dt>{intl.formatMessage(m.effective)}</dt>
          <dd>{formatDay(intl, policy.effectiveDate)}</dd>
        </div>
        <div className="slip-field">
          <dt>{intl.formatMessage(m.expiry)}</dt>
          <dd>{formatDay(intl, policy.expiryDate)}</dd>
        </div>
      </dl>
    </article>
  );
}
