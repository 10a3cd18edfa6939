// The 13 steps of the claim wizard (docs/product-rules.md#claim-wizard, docs/product-rules.md#claim-draft, docs/product-rules.md#claim-wizard):
// ids, and the claim's own completion rules beyond "answered and valid". Pure.
import type { AutoClaim, FileRef } from '../../api/generated/api-types.ts';

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

/** Steps a claim can go without: once answered, their answers must be complete and valid. */
export const OPTIONAL_CLAIM_STEPS: readonly ClaimStepId[] = ['pictures', 'otherParty', 'officer', 'passenger', 'witness'];

/** A file in the draft is a reference; its bytes live in the upload queue. */
export type { FileRef };

/** The weather answer: the shape the submit call takes, any field possibly still missing. */
export type Weather = Partial<AutoClaim['weather']>;

/** A picture of the pictures step: its file reference and a uid that stays when the file is replaced. */
export type ClaimPicture = FileRef & { uid: string };

/** docs/product-rules.md#claim-wizard: weather completes when a description exists; an empty description makes it not completed. */
export function weatherComplete(value: unknown): boolean {
  const description = (value as Weather | undefined)?.description;
  return typeof description === 'string' && description.trim() !== '';
}

/** The weather as the wizard shows it: temperature followed by °C, then the description. */
export function weatherText(weather: Weather | undefined, formatNumber: (n: number) => string = String): string {
  if (!weather) return '';
  const parts: string[] = [];
  if (typeof weather.temperature === 'number' && Number.isFinite(weather.temperature)) parts.push(`${formatNumber(weather.temperature)} °C`);
  if (weather.description) parts.push(weather.description);
  return parts.join(' ');
}
