// A visitor's draft restored from an earlier page is not shown until the person at the device
// chooses: continue where they left off, or start over (the draft is deleted unseen). Whoever
// comes next on a shared device never sees what the last visitor typed (src/state/persistence.ts).
import { createElement, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { discardHeldDrafts, draftsHeld, heldDrafts, resumeHeldDrafts } from '../state/persistence.ts';
import { useFocusHeading } from './use-focus-heading.ts';
import { resumeDraftMessages as m } from './resume-draft-messages.ts';

function ResumeDraftChoice({ slices }: { slices: readonly string[] }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  return (
    <section className="resume-draft" aria-labelledby="resume-draft-title">
      <h1 id="resume-draft-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.title)}
      </h1>
      <p>{intl.formatMessage(m.text)}</p>
      <button type="button" className="button primary" onClick={() => resumeHeldDrafts(slices)}>
        {intl.formatMessage(m.resume)}
      </button>{' '}
      <button type="button" className="button" onClick={() => discardHeldDrafts(slices)}>
        {intl.formatMessage(m.startOver)}
      </button>
    </section>
  );
}

/** The screen, behind the choice while any of its slices holds a visitor's draft. */
export function withDraftChoice(Screen: ComponentType, slices: readonly string[]): ComponentType {
  function DraftChoiceGate() {
    useSnapshot(heldDrafts);
    return draftsHeld(slices) ? createElement(ResumeDraftChoice, { slices }) : createElement(Screen);
  }
  return DraftChoiceGate;
}
