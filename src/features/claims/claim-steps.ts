// The 13 steps of the claim wizard (SPEC §2 Claim wizard steps, §3 Claim draft, §4 Claim wizard)
// and the rule that says when a step is completed. Pure: the wizard, its tests and the review
// page all read this.

export const CLAIM_STEPS = [
  'vehicle',
  'weather',
  'location',
  'dateTime',
  'driver',
  'whatHappened',
  'pictures',
  'otherParty',
  'officer',
  'passenger',
  'witness',
  'note',
  'disclaimer',
] as const;

export type ClaimStepId = (typeof CLAIM_STEPS)[number];

/** A file in the draft is a reference; its bytes live in the upload queue. */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface Weather {
  temperature?: number;
  description?: string;
  savedAt?: string;
}

/** A picture of the pictures step: its file reference and a uid that stays when the file is replaced. */
export type ClaimPicture = FileRef & { uid: string };

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isEmptyValue);
  return false;
}

/**
 * A step is completed when its value is set. Weather is completed only when it has a
 * description (an empty description makes it not completed); the disclaimer only when accepted.
 */
export function isStepCompleted(step: ClaimStepId, value: unknown): boolean {
  if (step === 'weather') {
    const description = (value as Weather | undefined)?.description;
    return typeof description === 'string' && description.trim() !== '';
  }
  if (step === 'disclaimer') return value === true || (value as { accepted?: unknown } | undefined)?.accepted === true;
  return !isEmptyValue(value);
}

/** The weather as the wizard shows it: temperature followed by °C, then the description. */
export function weatherText(weather: Weather | undefined, formatNumber: (n: number) => string = String): string {
  if (!weather) return '';
  const parts: string[] = [];
  if (typeof weather.temperature === 'number' && Number.isFinite(weather.temperature)) parts.push(`${formatNumber(weather.temperature)} °C`);
  if (weather.description) parts.push(weather.description);
  return parts.join(' ');
}

export function stepIndex(step: string | undefined): number {
  const index = CLAIM_STEPS.indexOf(step as ClaimStepId);
  return index < 0 ? 0 : index;
}
