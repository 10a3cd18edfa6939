// /documents/create-slip: proof slips for a policy — pink slip, eSlip, eID card.
//   ?id=<policy>                                    the slips of a policy (consent first, then create)
//   ?id=<policy>&slip=<doc>&kind=<k>&vehicle=<v>    a created slip, shown full screen
//   ?slip=<doc>                                     a slip saved to this device (opens offline)
// Saved slips are listed first, so they open with no network.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { runtimeState } from '../../../state/runtime-state.ts';
import { useFocusHeading } from '../../../ui/use-focus-heading.ts';
import { resetSlipRequests } from './consent-flow.ts';
import { documentsState } from '../documents-state.ts';
import { usePolicyId, useToday } from '../policy/policy-details.ts';
import { formatDay } from '../policy/policy-format.ts';
import { SlipCreator } from './slip-creator.tsx';
import { isSlipKind, slipAllowed, termStatus } from './slip-eligibility.ts';
import { slipMessages as m, slipValueMessages as v } from './slip-messages.ts';
import { currentCountry } from '../../../i18n/country.ts';
import { SavedSlipList } from './slip-saved-list.tsx';
import { SlipView } from './slip-view.tsx';
import { SlipPolicyChooser } from './slip-policy-chooser.tsx';
import { savedSlip, type SlipData } from './slip-wallet.ts';
import './slip-screen.css';

/** What the slip part of the url shows: its data (`live` when it comes from the policy's details,
 * not only from this device), or why not, or nothing yet while the policy loads. */
type Shown = { slip: SlipData; live: boolean } | { problem: 'notFound' | 'notOffered' | 'ended'; date?: string } | { loading: true };

function useShownSlip(slipId: string, search: URLSearchParams, policyId: string | null): Shown {
  const wallet = useSnapshot(documentsState);
  const { runtime } = useSnapshot(runtimeState);
  const today = useToday();
  const details = wallet.policyDetails;
  const policy = details.data?.id === policyId ? (details.data as PolicyDetails) : null;
  const kind = search.get('kind');
  const vehicleIndex = policy ? policy.vehicles.findIndex((vehicle) => vehicle.id === search.get('vehicle')) : -1;
  const live = policy !== null && runtime !== null && isSlipKind(kind) && vehicleIndex >= 0;
  const saved = savedSlip(wallet, slipId);
  if (saved) {
    if (termStatus(saved.policy, today) === 'ended') return { problem: 'ended', date: saved.policy.expiryDate };
    return { slip: saved, live };
  }
  if (live) {
    if (!slipAllowed(policy, kind, runtime.proofRules, today)) return { problem: 'notOffered' };
    return { slip: { id: slipId, kind, policy, vehicleIndex }, live };
  }
  if (policyId !== null && !policy && details.success !== false) return { loading: true };
  return { problem: policy ? 'notOffered' : 'notFound' };
}

function OpenSlip({ slipId, search, policyId, onClose }: { slipId: string; search: URLSearchParams; policyId: string | null; onClose: () => void }) {
  const intl = useIntl();
  const shown = useShownSlip(slipId, search, policyId);
  // A slip shown only from this device closes once removed from it; a live one stays, to save again.
  if ('slip' in shown) return <SlipView slip={shown.slip} onClose={onClose} {...(shown.live ? {} : { onRemoved: onClose })} />;
  if ('loading' in shown) return null;
  return (
    <div className="inline-error slip-problem" role="alert">
      <p>
        {shown.problem === 'ended'
          ? intl.formatMessage(v.ended, { date: formatDay(intl, shown.date ?? '') })
          : shown.problem === 'notFound' ? intl.formatMessage(m.notFound) : intl.formatMessage(v.notOffered, { country: currentCountry() })}
      </p>
    </div>
  );
}

export default function CreateSlipScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const slipId = search.get('slip');
  const selected = usePolicyId();
  // A saved slip's own url (no policy in it) needs no policy: it opens with no network.
  const policyId = slipId !== null && !search.has('id') ? null : selected;
  const wallet = useSnapshot(documentsState);
  const wasOpen = useRef(false);

  useEffect(() => resetSlipRequests, []);
  // Back from the slip view: focus returns to the screen's heading.
  useLayoutEffect(() => {
    if (slipId === null && wasOpen.current) heading.current?.focus();
    wasOpen.current = slipId !== null;
  }, [slipId, heading]);

  const close = () => navigate(withQuery(PATHS.createSlip, policyId ? { id: policyId } : {}));

  return (
    <section className="screen create-slip">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      <SavedSlipList />
      {policyId !== null ? (
        <SlipCreator policyId={policyId} />
      ) : (
        // With slips saved on this device, those are the screen (it opens offline, no call).
        wallet.addedToWallet.length === 0 && <SlipPolicyChooser />
      )}
      {slipId !== null && <OpenSlip slipId={slipId} search={search} policyId={policyId} onClose={close} />}
    </section>
  );
}
