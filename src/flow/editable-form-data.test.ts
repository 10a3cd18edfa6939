// What the flow hands a step's form: a plain copy of the answer, never the draft's read-only snapshot
// (the form engine changes and structuredClones its data; a list in a frozen answer made every
// change after an unchanged one throw and be lost).
import { describe, expect, it } from 'vitest';
import { proxy, snapshot } from 'valtio';
import { editableFormData } from './flow-draft.ts';
import type { FlowStep, StepForms } from './flow-types.ts';
import { stepTitles } from '../features/claims/claim-wizard-messages.ts';

// Any answer: the copy does not depend on the form's type.
const step: FlowStep<StepForms, Record<string, unknown>> = { id: 'note', form: 'claim-note', title: stepTitles.note };

describe('editableFormData', () => {
  it('is a plain, changeable, cloneable copy of a read-only answer with a list', () => {
    const draft = proxy({ value: { ids: ['a', 'b'], amount: 12.5, nested: { on: true } } });
    const frozen = snapshot(draft).value;
    expect(() => {
      (frozen as { amount: number }).amount = 13;
    }).toThrow(TypeError);
    const data = editableFormData(step, frozen) as { ids: string[]; amount: number; nested: { on: boolean } };
    expect(data).toEqual({ ids: ['a', 'b'], amount: 12.5, nested: { on: true } });
    data.amount = 13;
    data.nested.on = false;
    data.ids.push('c');
    expect(structuredClone(data).ids).toEqual(['a', 'b', 'c']);
    expect(frozen.ids).toEqual(['a', 'b']);
  });

  it('goes through the step’s toForm, and gives an empty object for no answer', () => {
    const consent: FlowStep<{ disclaimer: 'claim-disclaimer' }, { disclaimer: boolean }> = { id: 'disclaimer', form: 'claim-disclaimer', title: stepTitles.disclaimer, toForm: (value) => (value === true ? { accepted: true } : {}) };
    expect(editableFormData(consent, true)).toEqual({ accepted: true });
    expect(editableFormData(step, undefined)).toEqual({});
  });
});
