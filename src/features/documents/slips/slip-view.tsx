// The slip view: full screen over the app (a modal dialog in the top layer, so nothing behind it
// can be reached), the slip card, and its actions — Save to this device / Remove, Print (a clean
// one-page slip: slip.css hides everything else in print), the screen-lock guidance, Close
// (Escape too); under an electronic slip or eID card, the phone's wallets (wallet-buttons.tsx).
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../../state/runtime-state.ts';
import { documentsState } from '../documents-state.ts';
import { ScreenLockGuidance } from './screen-lock-guidance.tsx';
import { SlipCard } from './slip-card.tsx';
import { policyProvince, provinceRule } from './slip-eligibility.ts';
import { slipMessages as m, slipValueMessages as v } from './slip-messages.ts';
import { isSaved, removeSlip, saveSlip, type SlipData } from './slip-wallet.ts';
import { WalletButtons } from './wallet-buttons.tsx';
import { useModalDialog } from '../../../ui/use-modal-dialog.ts';
import './slip.css';
import { formatLongDate } from '../../../i18n/long-date.ts';

interface SlipViewProps {
  slip: SlipData;
  onClose: () => void;
  /** After 'Remove from this device' (default: the view stays, ready to save again). */
  onRemoved?: () => void;
}

export function SlipView({ slip, onClose, onRemoved }: SlipViewProps) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const wallet = useSnapshot(documentsState);
  const title = useRef<HTMLHeadingElement>(null);
  const dialog = useModalDialog(onClose);
  const titleId = useId();
  const [notice, setNotice] = useState<'saved' | 'removed' | null>(null);
  const saved = isSaved(wallet, slip.id);
  const savedAt = wallet.timeAdded[slip.id];
  const rule = runtime ? provinceRule(runtime.proofRules, policyProvince(slip.policy)) : null;

  useLayoutEffect(() => {
    title.current?.focus();
  }, [slip.id]);

  if (!runtime) return null;
  return createPortal(
    <dialog ref={dialog} className="slip-view" aria-labelledby={titleId}>
      <div className="slip-view-body">
        <div className="slip-toolbar">
          <button type="button" className="slip-button" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </button>
        </div>
        <SlipCard slip={slip} runtime={runtime} titleId={titleId} titleRef={title} />
        {!rule?.electronicAccepted && <p className="slip-paper-only">{intl.formatMessage(v.paperOnly, { country: runtime.countryIsoCode })}</p>}
        <div className="slip-actions">
          {saved ? (
            <button
              type="button"
              className="slip-button"
              onClick={() => {
                removeSlip(documentsState, slip.id);
                setNotice('removed');
                onRemoved?.();
              }}
            >
              {intl.formatMessage(m.remove)}
            </button>
          ) : (
            <button
              type="button"
              className="slip-button primary"
              onClick={() => {
                saveSlip(documentsState, slip);
                setNotice('saved');
              }}
            >
              {intl.formatMessage(m.save)}
            </button>
          )}
          <button type="button" className="slip-button" onClick={() => window.print()}>
            {intl.formatMessage(m.print)}
          </button>
        </div>
        <p className="slip-saved-status" role="status">
          {notice === 'saved' && intl.formatMessage(m.savedNow)}
          {notice === 'removed' && intl.formatMessage(m.removedNow)}
          {notice === null && saved && savedAt && intl.formatMessage(v.savedOn, { date: formatLongDate(intl, savedAt, { dateStyle: 'long' }) })}
        </p>
        {slip.kind !== 'pinkSlip' && rule?.electronicAccepted && <WalletButtons slipId={slip.id} kind={slip.kind} policyNumber={slip.policy.policyNumber} />}
        <ScreenLockGuidance />
      </div>
    </dialog>,
    document.body,
  );
}
