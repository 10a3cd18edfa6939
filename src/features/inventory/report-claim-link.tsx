// "Report a claim for this" on a room or an item: the home claim opens at its belongings step with
// that room (every item) or item chosen. Only where claims are on, and only for what the server
// has numbered (the claim names items by the server's ids).
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS, withQuery } from '../../paths/paths.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { isLocalId } from './inventory-model.ts';
import { inventoryMessages as m } from './inventory-messages.ts';

export function ReportClaimLink({ what, id }: { what: 'room' | 'item'; id: string }) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  if (runtime?.features.reportClaim !== true || isLocalId(id)) return null;
  return (
    <Link className="button" href={withQuery(PATHS.claimForm, { kind: 'home', step: 'contents', [what]: id })}>
      {intl.formatMessage(m.reportClaim)}
    </Link>
  );
}
