// "Start over": clears every step of the draft after an explicit confirmation, since the draft is
// what a policyholder could not easily type again.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { claimDraft, resetClaim } from './claim-draft.ts';
import { discardDroppedUploads } from './claim-upload-queue.ts';
import { wizardMessages as m } from './claim-wizard-messages.ts';

export function ClaimReset({ onReset }: { onReset: () => void }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <div className="claim-reset">
        <button ref={trigger} type="button" className="button" onClick={() => { setDone(false); setAsking(true); }}>{intl.formatMessage(m.reset)}</button>
        {done && <p role="status">{intl.formatMessage(m.resetDone)}</p>}
      </div>
    );
  }
  return (
    <div className="claim-reset" role="group" aria-labelledby="claim-reset-question">
      <p id="claim-reset-question">{intl.formatMessage(m.resetQuestion)}</p>
      <button
        ref={confirm}
        type="button"
        className="button danger"
        onClick={() => {
          // Files still waiting to upload go with the answers.
          discardDroppedUploads(Object.values(claimDraft.steps).map((step) => step.value), undefined);
          resetClaim();
          setAsking(false);
          setDone(true);
          onReset();
        }}
      >
        {intl.formatMessage(m.resetConfirm)}
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsking(false)}>{intl.formatMessage(m.resetCancel)}</button>
    </div>
  );
}
