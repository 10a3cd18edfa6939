// /documents/policy-summary?id=: one policy's details (documents.getPolicyDetails) — insured,
// term, address, billing, coverages with limits, deductibles and premiums in CAD, vehicles and
// drivers — and the way to its proof slips when it gets any (slip-eligibility.ts).
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Snapshot } from 'valtio/vanilla';
import type { Driver, PolicyDetails, Vehicle } from '../../../api/generated/api-types.ts';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { runtimeState } from '../../../state/runtime-state.ts';
import { RequestStatus } from '../../../ui/request-status.tsx';
import { useFocusHeading } from '../../../ui/use-focus-heading.ts';
import { usePolicyDetails, usePolicyId, useToday } from './policy-details.ts';
import { PolicyParties } from '../parties/policy-parties.tsx';
import { formatAddress, formatMoney, formatDay } from './policy-format.ts';
import { policyMessages as m, policyValueMessages as v } from './policy-messages.ts';
import { slipEligibility } from '../slips/slip-eligibility.ts';
import './policy-summary.css';

type Policy = Snapshot<PolicyDetails>;

function Amount({ value }: { value: number | undefined }) {
  const intl = useIntl();
  if (value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{intl.formatMessage(m.none)}</span>
      </>
    );
  }
  return <>{formatMoney(intl, value)}</>;
}

function Coverages({ policy }: { policy: Policy }) {
  const intl = useIntl();
  return (
    <section className="policy-section" aria-labelledby="policy-coverages">
      <h2 id="policy-coverages">{intl.formatMessage(m.coverages)}</h2>
      {policy.coverages.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(m.noCoverages)}</p>
      ) : (
        <table className="policy-coverages">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.coverage)}</th>
              <th scope="col">{intl.formatMessage(m.limit)}</th>
              <th scope="col">{intl.formatMessage(m.deductible)}</th>
              <th scope="col">{intl.formatMessage(m.premium)}</th>
            </tr>
          </thead>
          <tbody>
            {policy.coverages.map((coverage) => (
              <tr key={coverage.code}>
                <th scope="row">{coverage.description}</th>
                <td data-label={intl.formatMessage(m.limit)}><Amount value={coverage.limit} /></td>
                <td data-label={intl.formatMessage(m.deductible)}><Amount value={coverage.deductible} /></td>
                <td data-label={intl.formatMessage(m.premium)}><Amount value={coverage.premium} /></td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{intl.formatMessage(m.totalPremium)}</th>
              <td data-label={intl.formatMessage(m.premium)}>{formatMoney(intl, policy.annualPremium)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

/** Vehicles and drivers as listed on the policy (read only; an auto policy manages them in PolicyParties). */
function Parties({ vehicles, drivers }: { vehicles: readonly Snapshot<Vehicle>[]; drivers: readonly Snapshot<Driver>[] }) {
  const intl = useIntl();
  return (
    <>
      {vehicles.length > 0 && (
        <section className="policy-section" aria-labelledby="policy-vehicles">
          <h2 id="policy-vehicles">{intl.formatMessage(m.vehicles)}</h2>
          <ul className="policy-list">
            {vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <span className="policy-list-name">{intl.formatMessage(v.vehicleName, vehicle)}</span>
                <span>{intl.formatMessage(m.vin)} <span className="policy-vin">{vehicle.vin}</span></span>
                {vehicle.licencePlate && <span>{intl.formatMessage(m.licencePlate)} {vehicle.licencePlate}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {drivers.length > 0 && (
        <section className="policy-section" aria-labelledby="policy-drivers">
          <h2 id="policy-drivers">{intl.formatMessage(m.drivers)}</h2>
          <ul className="policy-list">
            {drivers.map((driver) => (
              <li key={driver.id}>
                <span className="policy-list-name">{driver.firstName} {driver.lastName}</span>
                <span>{intl.formatMessage(v.driverLicence, { province: driver.licenceProvince })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ProofOfInsurance({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const today = useToday();
  if (!runtime) return null;
  const eligibility = slipEligibility(policy as PolicyDetails, runtime.proofRules, today);
  return (
    <section className="policy-section policy-proof" aria-labelledby="policy-proof">
      <h2 id="policy-proof">{intl.formatMessage(m.proofTitle)}</h2>
      {eligibility.eligible ? (
        <>
          <p>{intl.formatMessage(m.proofIntro)}</p>
          <Link href={withQuery(PATHS.createSlip, { id: policy.id })} className="button primary">{intl.formatMessage(m.proofLink)}</Link>
        </>
      ) : (
        <p>{intl.formatMessage(v.noSlip, { reason: eligibility.reason, brokerLabel: runtime.brokerLabel })}</p>
      )}
    </section>
  );
}

function PolicySummary({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  return (
    <>
      <p className="policy-heading-line">
        <span className="policy-line">{intl.formatMessage(v.line, { line: policy.lineOfBusiness })}</span>
        <span className={`policy-tag tag-${policy.tag}`}>{intl.formatMessage(v.status, { tag: policy.tag })}</span>
      </p>
      <dl className="policy-facts">
        <div><dt>{intl.formatMessage(m.policyNumber)}</dt><dd className="policy-number">{policy.policyNumber}</dd></div>
        <div><dt>{intl.formatMessage(m.insurer)}</dt><dd>{policy.insuranceCompany}</dd></div>
        <div><dt>{intl.formatMessage(m.insured)}</dt><dd>{policy.insuredName}</dd></div>
        <div>
          <dt>{intl.formatMessage(m.term)}</dt>
          <dd>{intl.formatMessage(v.termValue, { from: formatDay(intl, policy.effectiveDate), to: formatDay(intl, policy.expiryDate) })}</dd>
        </div>
        {policy.address && <div><dt>{intl.formatMessage(m.address)}</dt><dd>{formatAddress(policy.address)}</dd></div>}
        <div>
          <dt>{intl.formatMessage(m.billing)}</dt>
          <dd>{intl.formatMessage(v.billingValue, { billing: policy.billingType, brokerLabel: runtime?.brokerLabel ?? 'myBroker' })}</dd>
        </div>
        <div><dt>{intl.formatMessage(m.annualPremium)}</dt><dd className="policy-premium">{formatMoney(intl, policy.annualPremium)}</dd></div>
      </dl>
      <ProofOfInsurance policy={policy} />
      <Coverages policy={policy} />
      {policy.lineOfBusiness === 'auto' ? <PolicyParties policyId={policy.id} /> : <Parties vehicles={policy.vehicles} drivers={policy.drivers} />}
    </>
  );
}

export default function PolicySummaryScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const id = usePolicyId();
  const details = usePolicyDetails(id);
  return (
    <section className="screen policy-summary">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      {id === null ? (
        <p>{intl.formatMessage(m.noPolicy)}</p>
      ) : (
        <RequestStatus call={details} errorText={intl.formatMessage(m.loadError)}>
          {(policy) => <PolicySummary policy={policy} />}
        </RequestStatus>
      )}
      <p className="policy-back">
        <Link href={PATHS.documents}>{intl.formatMessage(m.backToDocuments)}</Link>
      </p>
    </section>
  );
}
