// What counts as an answer. Pure: the draft's completion rule, optional steps' skip rule and the
// payloads of submits all read this.

/** Empty: nothing, blank text, an unticked box, an empty list, an object of empty values. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyAnswer);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isEmptyAnswer);
  return false;
}

/**
 * The answer without its empty parts (blank texts, unticked boxes, empty lists and objects), so
 * that typing then erasing, ticking then unticking or an empty file list leaves no trace that
 * rules such as "once any answer is given, these are required" would see.
 */
export function withoutEmptyParts<T>(value: T): T | undefined {
  if (isEmptyAnswer(value)) return undefined;
  if (Array.isArray(value)) return value.map((item) => withoutEmptyParts(item) ?? item).filter((item) => !isEmptyAnswer(item)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, part] of Object.entries(value as Record<string, unknown>)) {
      const kept = withoutEmptyParts(part);
      if (kept !== undefined) out[key] = kept;
    }
    return out as T;
  }
  return value;
}
