// The home claim draft as claims.submit takes it (kind "home": schemas/api/common/home-claim.json).
// As for the auto claim, nothing is invented: a draft without a step the call requires has no
// payload. The contents' photos and receipts go as the references the inventory already has.
import { requestCurrency } from '../../i18n/money.ts';
import type { CallRequest } from '../../api/call-api.ts';
import { fileRef, occurredAt } from './claim-submit.ts';
import type { HomeClaimDraft } from './home-claim-draft.ts';
import { contentsTotalCents, lineCents, linesOf, type ContentsLine } from './home-claim-steps.ts';

type HomeClaimRequest = Extract<CallRequest<'claims.submit'>, { kind: 'home' }>;
type RequestLine = HomeClaimRequest['contents'][number];

/** A chosen line as the call takes it; undefined while damaged or stolen is not said. */
function requestLine(line: ContentsLine): RequestLine | undefined {
  if (!line.loss) return undefined;
  return {
    itemId: line.itemId,
    roomId: line.roomId,
    room: line.room,
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    value: lineCents(line) / 100,
    loss: line.loss,
    files: (line.files ?? []).flatMap((file) => {
      const ref = fileRef(file);
      return ref ? [{ ...ref, ...(file.url ? { url: file.url } : {}) }] : [];
    }),
  };
}

/** The submit call's request, or undefined while a required answer is missing. */
export function homeClaimPayload(steps: HomeClaimDraft, contentsApply = true): HomeClaimRequest | undefined {
  const cause = steps.cause.value;
  const moment = occurredAt(steps.dateTime.value);
  if (!cause?.type || !cause.description || !moment) return undefined;
  const lines = contentsApply ? linesOf(steps.contents.value) : [];
  const contents = lines.map(requestLine);
  if (contents.some((line) => line === undefined)) return undefined;
  return {
    kind: 'home',
    cause: { type: cause.type, description: cause.description },
    occurredAt: moment,
    contents: contents as RequestLine[],
    declaredValue: contentsTotalCents(lines) / 100,
    currency: requestCurrency(),
    pictures: (steps.pictures.value?.pictures ?? []).flatMap((picture) => {
      const file = fileRef(picture);
      return file ? [{ uid: picture.uid || file.id, file }] : [];
    }),
  };
}
