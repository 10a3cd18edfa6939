// What a form's first paint passes to the form that replaces it in the same commit (the engine's
// form, or the first paint again while the form's schema loads): the field that had the focus.
// Kept until the end of the task only, so a later form of the same id never takes a stale one
// (docs/adr/0086-login-before-the-form-engine.md). A submit asked for meanwhile is the screen's
// state (first-paint-schema-form.tsx), which lives through both.
export interface FirstPaintHandoff {
  focus: { id: string };
}

const waiting = new Map<string, FirstPaintHandoff>();

export function handOverFirstPaint(formId: string, handoff: FirstPaintHandoff): void {
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
