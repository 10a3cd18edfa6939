// The home (property) claim as a flow on /claims/form?kind=home: what happened, when, the
// belongings from the home inventory (offered only when the brokerage has the inventory on and the
// user has an item in it), pictures and the disclaimer; sent with claims.submit. Pictures use
// the auto claim's upload queue; the belongings' photos and receipts go as references.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { formatMoney } from '../../i18n/money.ts';
import { PATHS } from '../../paths/paths.ts';
import { setStepAnswer } from '../../flow/flow-draft.ts';
import { flowUrl } from '../../flow/flow-url.ts';
import { flowSteps } from '../../flow/flow-steps.ts';
import type { FlowDefinition, FlowSteps } from '../../flow/flow-types.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { ReviewPrompt } from '../../ui/review/review-prompt.tsx';
import { claimFormContext } from './claim-lookups.ts';
import { discardDroppedUploads, resumeClaimUploads } from './claim-upload-queue.ts';
import { homeClaimRegistry } from './contents-renderer.tsx';
import { homeClaimDraft } from './home-claim-draft.ts';
import { contentsOffered, homeInventory, loadHomeInventory, roomsOfUser } from './home-claim-inventory.ts';
import { homeClaimFlowMessages, homeClaimMessages as m, homeClaimValueMessages as v, homeStepTitles } from './home-claim-messages.ts';
import { HOME_CLAIM_STEPS, contentsTotalCents, lineCents, linesByRoom, linesOf, withItem, withRoom, type HomeClaimAnswers, type HomeClaimStepId } from './home-claim-steps.ts';
import { homeClaimPayload } from './home-claim-submit.ts';
import { stepOfPointer } from './claim-refusal.ts';

/** The belongings step applies with the inventory on and something to show: the inventory's items, or a choice already made. */
function contentsApply(steps: Readonly<FlowSteps<HomeClaimAnswers>>): boolean {
  if (runtimeState.runtime?.features.inventory !== true) return false;
  return contentsOffered() || linesOf(steps.contents.value).length > 0;
}

/** The chosen belongings by room, each room's value and the declared value. */
function ContentsReview({ value }: { value: unknown }) {
  const intl = useIntl();
  const lines = linesOf(value);
  const money = (cents: number) => formatMoney(intl, cents / 100);
  return (
    <div className="contents-review">
      {linesByRoom(lines).map((room) => (
        <section key={room.roomId} className="contents-review-room" aria-label={room.room}>
          <h3>{intl.formatMessage(v.roomTotal, { room: room.room, amount: money(contentsTotalCents(room.lines)) })}</h3>
          <ul>
            {room.lines.map((line) => (
              <li key={line.itemId}>
                {intl.formatMessage(v.reviewLine, {
                  name: line.name,
                  quantity: intl.formatNumber(line.quantity),
                  loss: line.loss ? intl.formatMessage(line.loss === 'damaged' ? m.damaged : m.stolen) : '—',
                  value: money(lineCents(line)),
                })}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="contents-review-total">{intl.formatMessage(v.reviewTotal, { amount: money(contentsTotalCents(lines)) })}</p>
    </div>
  );
}

/** Each step's title and rules: the belongings only with the inventory; the consent kept as a boolean. */
const steps = flowSteps<typeof HOME_CLAIM_STEPS, HomeClaimAnswers>(HOME_CLAIM_STEPS, {
  cause: { title: homeStepTitles.cause },
  dateTime: { title: homeStepTitles.dateTime },
  contents: { title: homeStepTitles.contents, optional: true, applies: contentsApply, review: (value) => <ContentsReview value={value} /> },
  pictures: { title: homeStepTitles.pictures, optional: true },
  disclaimer: { title: homeStepTitles.disclaimer, toForm: (value) => (value === true ? { accepted: true } : {}), fromForm: (data) => data.accepted === true },
});

/**
 * "Report a claim for this" from the inventory opens the belongings step with `room` or `item` in
 * the url: once the inventory is loaded, that room (every item) or item is added to the choice, and
 * the url loses them, so a reload or Back does not add them again.
 */
function usePreselection(current: HomeClaimStepId | 'review') {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { rooms } = useSnapshot(homeInventory);
  const params = new URLSearchParams(search);
  const roomId = params.get('room');
  const itemId = params.get('item');
  const loaded = rooms.success !== null;
  useEffect(() => {
    if ((!roomId && !itemId) || !loaded) return;
    let lines = linesOf(homeClaimDraft.steps.contents.value);
    for (const room of roomsOfUser()) {
      if (room.id === roomId) lines = withRoom(lines, room, true);
      const item = room.items.find((candidate) => candidate.id === itemId);
      if (item) lines = withItem(lines, room, item, true);
    }
    void setStepAnswer(homeClaimFlow, 'contents', lines.length > 0 ? { lines } : undefined);
    navigate(flowUrl(homeClaimFlow, current === 'review' ? 'contents' : current), { replace: true });
  }, [roomId, itemId, loaded, current, navigate]);
}

const registry = homeClaimRegistry();

/** The home claim request's fields (schemas/api/common/home-claim.json), by the step each comes from. */
const HOME_CLAIM_POINTERS: Record<string, HomeClaimStepId> = {
  cause: 'cause',
  occurredAt: 'dateTime',
  contents: 'contents',
  declaredValue: 'contents',
  pictures: 'pictures',
};

export const homeClaimFlow: FlowDefinition<typeof HOME_CLAIM_STEPS, HomeClaimAnswers> = {
  id: 'homeClaim',
  path: PATHS.claimForm,
  query: { kind: 'home' },
  forms: HOME_CLAIM_STEPS,
  steps,
  draft: homeClaimDraft,
  messages: homeClaimFlowMessages,
  registry,
  messageValues: (runtime) => ({ broker: runtime.brokerLabel }),
  submit: async (steps) => {
    const payload = homeClaimPayload(steps, contentsApply(steps));
    // Unreachable from the screens (a missing step blocks the send); never send a partial claim.
    if (!payload) throw new Error('The home claim misses a step it needs.');
    const result = await callApi(api(), 'claims.submit', payload);
    return { reference: result.referenceNumber };
  },
  formContext: (step) => claimFormContext(step === 'pictures' ? 'pictures' : 'dateTime') as Record<string, unknown>,
  // A refusal naming a field of the claim leads to the step it came from (docs/product-rules.md#error-extraction).
  fieldOf: (pointer) => stepOfPointer<HomeClaimStepId>(pointer, HOME_CLAIM_POINTERS),
  // A picture removed from the draft before it was sent is not sent later.
  onAnswerChange: (_step, before, after) => discardDroppedUploads(before, after),
  onReset: (steps) => discardDroppedUploads(Object.values(steps).map((step) => step.value), undefined),
  sentExtras: (reference) => <ReviewPrompt context="claim" reference={reference} />,
  useFlowEffects: (current) => {
    useEffect(() => {
      resumeClaimUploads();
      void loadHomeInventory();
    }, []);
    usePreselection(current);
  },
};
