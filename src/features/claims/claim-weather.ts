// The weather a claim asks for (docs/product-rules.md#weather): at the claim's place, and for when
// it happened once the claim's date and time are given, so a July accident reported in November
// reads July's weather; before that, for now.
import type { CallRequest } from '../../api/call-api.ts';
import type { Position } from '../../places/device-position.ts';
import { occurredAt } from './claim-submit.ts';
import type { ClaimAnswers } from './claim-steps.ts';

export function weatherRequest(place: Position, when: ClaimAnswers['dateTime'] | undefined): CallRequest<'weather.get'> {
  const position = { latitude: place.latitude, longitude: place.longitude };
  const date = occurredAt(when);
  return date ? { ...position, date } : position;
}
