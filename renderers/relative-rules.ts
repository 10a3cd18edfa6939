// Rules relative to today, as data in a schema (JSON Schema has no "now"): checked beside ajv like
// `x-sameAs`. `x-notAfterToday: true` on a date (YYYY-MM-DD): not in the future (an accident date).
// `x-notBeforeToday: true` on a date: not in the past (when a cover should start). `x-maxYearsAhead:
// n` on a year: at most this year + n (a vehicle's model year may be next year's); `x-minYearsAhead:
// n`: at least this year + n (a card's expiry year: 0). `x-monthNotPast: "<year field>"` on a month
// (1–12): with the sibling year, not before this month (a card expiring this month still pays). Pure.
type Node = {
  properties?: Record<string, Node>;
  'x-notAfterToday'?: boolean;
  'x-notBeforeToday'?: boolean;
  'x-maxYearsAhead'?: number;
  'x-minYearsAhead'?: number;
  'x-monthNotPast'?: string;
};

interface RelativeRuleError {
  path: string[];
  keyword: 'notAfterToday' | 'notBeforeToday' | 'maxYearsAhead' | 'minYearsAhead' | 'monthNotPast';
  /** The limit, for the message: today's date, the last or first year allowed, or this month. */
  limit: string | number;
}

/** Today as YYYY-MM-DD in the device's time zone (the date a person means by "today"). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function relativeRuleErrors(schema: Node, data: unknown, now: Date, path: string[] = []): RelativeRuleError[] {
  const out: RelativeRuleError[] = [];
  if (!schema.properties || typeof data !== 'object' || data === null) return out;
  const values = data as Record<string, unknown>;
  for (const [key, child] of Object.entries(schema.properties)) {
    const value = values[key];
    if (child['x-notAfterToday'] === true && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value > localDate(now)) {
      out.push({ path: [...path, key], keyword: 'notAfterToday', limit: localDate(now) });
    }
    if (child['x-notBeforeToday'] === true && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value < localDate(now)) {
      out.push({ path: [...path, key], keyword: 'notBeforeToday', limit: localDate(now) });
    }
    const ahead = child['x-maxYearsAhead'];
    if (typeof ahead === 'number' && typeof value === 'number' && value > now.getFullYear() + ahead) {
      out.push({ path: [...path, key], keyword: 'maxYearsAhead', limit: now.getFullYear() + ahead });
    }
    const atLeast = child['x-minYearsAhead'];
    if (typeof atLeast === 'number' && typeof value === 'number' && value < now.getFullYear() + atLeast) {
      out.push({ path: [...path, key], keyword: 'minYearsAhead', limit: now.getFullYear() + atLeast });
    }
    const yearField = child['x-monthNotPast'];
    const year = yearField === undefined ? undefined : values[yearField];
    if (typeof value === 'number' && typeof year === 'number' && year === now.getFullYear() && value < now.getMonth() + 1) {
      out.push({ path: [...path, key], keyword: 'monthNotPast', limit: now.getMonth() + 1 });
    }
    out.push(...relativeRuleErrors(child, value, now, [...path, key]));
  }
  return out;
}
