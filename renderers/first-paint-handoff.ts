// What a form's first paint passes to the form that replaces it in the same commit (the engine's
// form, or the first paint again): the focused field and a submit asked for before the engine had
// loaded. Kept until the end of the task only, so a later form of the same id never takes a stale
// one (docs/adr/0086-login-before-the-form-engine.md).
export interface FirstPaintHandoff {
  focus?: { id: string };
  submit: boolean;
}

const waiting = new Map<string, FirstPaintHandoff>();

export function handOverFirstPaint(formId: string, handoff: FirstPaintHandoff): void {
  if (!handoff.focus && !handoff.submit) return;
  waiting.set(formId, handoff);
  setTimeout(() => {
    if (waiting.get(formId) === handoff) waiting.delete(formId);
  }, 0);
}

export function takeFirstPaint(formId: string): FirstPaintHandoff | undefined {
  const handoff = waiting.get(formId);
  waiting.delete(formId);
  return handoff;
}

/** The handoff waiting for `formId`, left in place (a render reads it; the layout effect takes it). */
export function peekFirstPaint(formId: string): FirstPaintHandoff | undefined {
  return waiting.get(formId);
}
