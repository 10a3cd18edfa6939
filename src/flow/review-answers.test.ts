import { describe, expect, it } from 'vitest';
import { labelTakesColon, reviewAnswers, type ReviewFormatters } from './review-answers.ts';

const f: ReviewFormatters = {
  yes: 'Yes',
  no: 'No',
  date: (d) => `date(${d})`,
  time: (t) => `time(${t})`,
  dateTime: (d) => `dateTime(${d})`,
  number: (n) => `n(${n})`,
  year: (n) => `y(${n})`,
  money: (n) => `$(${n})`,
};

const schema = {
  properties: {
    type: { type: 'string', title: 'Type of damage', enum: ['collision', 'glass'] },
    injured: { type: 'boolean', title: 'Injured' },
    date: { type: 'string', format: 'date', title: 'Date' },
    time: { type: 'string', 'x-renderer': 'time', title: 'Time' },
    temperature: { type: 'number', title: 'Temperature (°C)' },
    amount: { type: 'number', 'x-money': true, title: 'Amount' },
    licenceFile: { type: 'object', title: 'Licence', properties: { id: { type: 'string' }, name: { type: 'string' } } },
    pictures: { type: 'array', title: 'Pictures', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
    latitude: { type: 'number', title: 'Latitude' },
    note: { type: 'string', title: 'Note' },
  },
};
const ui = { type: { 'ui:title': 'Type de dommage', 'ui:enumNames': ['Collision', 'Bris de vitre'] }, latitude: { 'ui:widget': 'hidden' } };

describe('reviewAnswers', () => {
  it('reads every answer by its label, never by its code', () => {
    const answers = reviewAnswers(
      schema,
      ui,
      {
        type: 'collision',
        injured: false,
        date: '2026-11-20',
        time: '08:30',
        temperature: 7,
        amount: 12.5,
        licenceFile: { id: 'f1', name: 'licence.jpg' },
        pictures: [{ id: 'p1', name: 'front.jpg' }, { id: 'p2', name: 'side.jpg' }],
        latitude: 43.6,
        note: '  ',
      },
      f,
    );
    expect(answers).toEqual([
      { label: 'Type de dommage', text: 'Collision' },
      { label: 'Injured', text: 'No' },
      { label: 'Date', text: 'date(2026-11-20)' },
      { label: 'Time', text: 'time(08:30)' },
      { label: 'Temperature (°C)', text: 'n(7)' },
      { label: 'Amount', text: '$(12.5)' },
      { label: 'Licence', text: 'licence.jpg' },
      { label: 'Pictures', text: 'front.jpg, side.jpg' },
    ]);
  });

  it('groups nested objects under their label and follows ui:order', () => {
    const nested = { properties: { b: { type: 'string', title: 'B' }, person: { type: 'object', title: 'Person', properties: { first: { type: 'string', title: 'First' } } } } };
    expect(reviewAnswers(nested, { 'ui:order': ['person', 'b'] }, { b: 'x', person: { first: 'Ana' } }, f)).toEqual([
      { label: 'Person', answers: [{ label: 'First', text: 'Ana' }] },
      { label: 'B', text: 'x' },
    ]);
  });

  it('has nothing for an empty answer', () => {
    expect(reviewAnswers(schema, ui, {}, f)).toEqual([]);
    expect(reviewAnswers(schema, ui, undefined, f)).toEqual([]);
  });
});

describe('labelTakesColon', () => {
  it('gives a colon to a plain label, none to a question or a label ending in a colon', () => {
    expect(labelTakesColon('Year')).toBe(true);
    expect(labelTakesColon('Are you insured for this now?')).toBe(false);
    expect(labelTakesColon('Êtes-vous assuré pour cela maintenant\u202f?')).toBe(false);
    expect(labelTakesColon('Note:')).toBe(false);
  });
});
