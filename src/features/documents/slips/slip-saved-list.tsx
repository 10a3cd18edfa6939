// Slips saved to this device, at the top of the slip screen: each opens with no network (its data
// is in the persisted documents slice). A saved slip whose term has ended is not opened any more,
// only removed.
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { runtimeState } from '../../../state/runtime-state.ts';
import { documentsState } from '../documents-state.ts';
import { formatDay } from '../policy/policy-format.ts';
import { policyValueMessages } from '../policy/policy-messages.ts';
import { useToday } from '../policy/policy-details.ts';
import { policyProvince, provinceRule, termStatus } from './slip-eligibility.ts';
import { slipMessages as m, slipValueMessages as v } from './slip-messages.ts';
import { removeSlip, savedSlips } from './slip-wallet.ts';

export function SavedSlipList() {
  const intl = useIntl();
  const wallet = useSnapshot(documentsState);
  const { runtime } = useSnapshot(runtimeState);
  const today = useToday();
  const slips = savedSlips(wallet);
  if (slips.length === 0 || !runtime) return null;
  return (
    <section className="slip-saved" aria-labelledby="slip-saved-title">
      <h2 id="slip-saved-title">{intl.formatMessage(m.savedTitle)}</h2>
      <ul className="slip-saved-list">
        {slips.map((slip) => {
          const vehicle = slip.policy.vehicles[slip.vehicleIndex] ?? slip.policy.vehicles[0];
          const vehicleName = vehicle ? intl.formatMessage(policyValueMessages.vehicleName, vehicle) : slip.policy.policyNumber;
          const pink = provinceRule(runtime.proofRules, policyProvince(slip.policy))?.pinkSlip === true;
          const kind = intl.formatMessage(v.kindName, { kind: slip.kind, pink: pink ? 'yes' : 'no' });
          const status = termStatus(slip.policy, today);
          return (
            <li key={slip.id}>
              <span className="slip-saved-name">
                {kind} · {vehicleName}
              </span>
              <span className="slip-saved-hint">{intl.formatMessage(v.policyLine, { number: slip.policy.policyNumber, insurer: slip.policy.insuranceCompany })}</span>
              {status === 'ended' && <span className="slip-saved-warning">{intl.formatMessage(v.ended, { date: formatDay(intl, slip.policy.expiryDate) })}</span>}
              {status === 'notYet' && <span className="slip-saved-hint">{intl.formatMessage(v.notYet, { date: formatDay(intl, slip.policy.effectiveDate) })}</span>}
              <span className="slip-saved-actions">
                {status === 'current' && (
                  <Link href={withQuery(PATHS.createSlip, { slip: slip.id })} className="button primary" aria-label={intl.formatMessage(v.openSaved, { kind, vehicle: vehicleName })}>
                    {intl.formatMessage(m.open)}
                  </Link>
                )}
                <button type="button" className="button" aria-label={intl.formatMessage(v.removeSaved, { kind, vehicle: vehicleName })} onClick={() => removeSlip(documentsState, slip.id)}>
                  {intl.formatMessage(m.removeShort)}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
