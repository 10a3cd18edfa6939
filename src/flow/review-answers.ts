// A step's answers as a person reads them, for the review page: each field's label from its
// schema (translated), enum values by their translated names, booleans as Yes/No, dates, times,
// numbers and money in the locale, files by name. Fields the form hides (positions, codes) and
// empty answers are left out. Pure apart from the formatters passed in.
import type { UiSchema } from '@rjsf/utils';
import { isEmptyAnswer } from './flow-answers.ts';

type Node = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Node>;
  items?: Node;
  title?: string;
  'x-renderer'?: string;
  'x-money'?: boolean;
  /** What a number is (schemas/forms): a year is never grouped; counts and measures are grouped from five digits. */
  'x-number'?: 'year' | 'count' | 'measure';
};
type Ui = { 'ui:title'?: string; 'ui:enumNames'?: string[]; 'ui:widget'?: string; 'ui:order'?: string[]; items?: Ui; [key: string]: unknown };

export interface ReviewFormatters {
  yes: string;
  no: string;
  date: (isoDate: string) => string;
  time: (hhmm: string) => string;
  dateTime: (iso: string) => string;
  number: (n: number) => string;
  /** A year as digits only (2020, never 2,020 or 2 020). */
  year: (n: number) => string;
  money: (n: number) => string;
}

/** A label that is a question or already ends in a colon takes no colon after it ("Are you insured for this now?", never "…now?:"). */
export function labelTakesColon(label: string): boolean {
  return !/[?:!]\s*$/.test(label);
}

/** One answer: its label and text, or a group of answers (an address, one item of a list). */
export type ReviewAnswer = { label: string; text: string } | { label: string; answers: ReviewAnswer[] };

function isFile(value: unknown): value is { name: string } {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && typeof (value as { id?: unknown }).id === 'string';
}

function ordered(keys: string[], order: string[] | undefined): string[] {
  if (!order) return keys;
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.indexOf('*') : index;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

function textOf(node: Node, ui: Ui, value: unknown, f: ReviewFormatters): string | undefined {
  if (typeof value === 'boolean') return value ? f.yes : f.no;
  if (node.enum) {
    const index = node.enum.indexOf(value);
    return ui['ui:enumNames']?.[index] ?? String(value);
  }
  if (typeof value === 'number') {
    if (node['x-money'] || ui['ui:widget'] === 'money') return f.money(value);
    return node['x-number'] === 'year' ? f.year(value) : f.number(value);
  }
  if (typeof value === 'string') {
    if (node.format === 'date') return f.date(value);
    if (node.format === 'date-time') return f.dateTime(value);
    if (node.format === 'time' || node['x-renderer'] === 'time') return f.time(value);
    return value;
  }
  return undefined;
}

/** The answers of an object against its schema node and (translated) uiSchema. */
export function reviewAnswers(schema: Node, ui: UiSchema | Ui, data: unknown, f: ReviewFormatters): ReviewAnswer[] {
  const uiNode = ui as Ui;
  if (typeof data !== 'object' || data === null || !schema.properties) return [];
  const values = data as Record<string, unknown>;
  const answers: ReviewAnswer[] = [];
  for (const key of ordered(Object.keys(schema.properties), uiNode['ui:order'])) {
    const node = schema.properties[key] as Node;
    const fieldUi = (uiNode[key] ?? {}) as Ui;
    const value = values[key];
    if (fieldUi['ui:widget'] === 'hidden' || isEmptyAnswer(value) && value !== false) continue;
    const label = fieldUi['ui:title'] ?? node.title ?? key;
    const answer = answerOf(node, fieldUi, value, label, f);
    if (answer) answers.push(answer);
  }
  return answers;
}

function answerOf(node: Node, ui: Ui, value: unknown, label: string, f: ReviewFormatters): ReviewAnswer | undefined {
  if (isFile(value)) return { label, text: value.name };
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isEmptyAnswer(item));
    if (items.every(isFile)) return { label, text: items.map((item) => (item as { name: string }).name).join(', ') };
    const itemNode = node.items ?? {};
    const itemUi = ui.items ?? {};
    const itemLabel = itemUi['ui:title'] ?? itemNode.title ?? label;
    const groups = items.map((item, index) => answerOf(itemNode, itemUi, item, `${itemLabel} ${index + 1}`, f)).filter((a): a is ReviewAnswer => a !== undefined);
    return groups.length > 0 ? { label, answers: groups } : undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const answers = reviewAnswers(node, ui, value, f);
    return answers.length > 0 ? { label, answers } : undefined;
  }
  const text = textOf(node, ui, value, f);
  return text === undefined || text === '' ? undefined : { label, text };
}
