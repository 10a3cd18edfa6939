// "Start over": clears every answer of the flow after an explicit confirmation, since a draft is
// what a person could not easily type again.
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { flowMessages as m } from './flow-messages.ts';

export function FlowReset({ onReset }: { onReset: () => void }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <div className="flow-reset">
        <button type="button" className="button" onClick={() => { setDone(false); setAsking(true); }}>{intl.formatMessage(m.reset)}</button>
        {done && <p role="status">{intl.formatMessage(m.resetDone)}</p>}
      </div>
    );
  }
  return (
    <div className="flow-reset" role="group" aria-labelledby="flow-reset-question">
      <p id="flow-reset-question">{intl.formatMessage(m.resetQuestion)}</p>
      <button ref={confirm} type="button" className="button danger" onClick={() => { onReset(); setAsking(false); setDone(true); }}>
        {intl.formatMessage(m.resetConfirm)}
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsking(false)}>{intl.formatMessage(m.resetCancel)}</button>
    </div>
  );
}
