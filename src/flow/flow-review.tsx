// The review page of a flow: every step's answers as a person reads them (labels from the
// schemas, translated values), what is still missing with links to it, and the submit — which
// cannot go through until every required step is complete.
import { Suspense, use, useLayoutEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { loadFormEntry, loadedFormEntry, type FormEntry, type FormId } from '../../renderers/form-catalogue.ts';
import { mergeUi, schemaLabels } from '../../renderers/schema-labels.ts';
import { settledPromise } from '../../renderers/settled-promise.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { resetRequest } from '../state/request-cycle.ts';
import { flowUrl } from './flow-url.ts';
import type { Runtime } from '../settings/runtime.ts';
import { blockingSteps, formDataOf, stepApplies, stepStatus } from './flow-draft.ts';
import { flowSubmitState, submitFlow } from './flow-submit.ts';
import { labelTakesColon, reviewAnswers, type ReviewAnswer } from './review-answers.ts';
import { reviewFormatters } from './review-formatters.ts';
import { flowMessages as m, flowValueMessages } from './flow-messages.ts';
import type { FlowDefinition, FlowStep, FlowSteps, FlowStepState, StepAnswers, StepForms, StepId } from './flow-types.ts';
import { failureReason } from '../ui/failure-reason.ts';
import { failedField, isServerMessage } from '../api/api-error.ts';
import { busyButton } from '../../renderers/busy-button.ts';

const entries = new WeakMap<object, Promise<FormEntry[]>>();

/** Every step's form (schema and uiSchema), loaded once per flow; settled at once when every form has loaded already. */
function allForms(flow: { steps: readonly { form: FormId }[] }): Promise<FormEntry[]> {
  let promise = entries.get(flow);
  if (!promise) {
    const ready = flow.steps.map((step) => loadedFormEntry(step.form));
    if (ready.every((entry) => entry !== undefined)) {
      promise = settledPromise(Promise.resolve(ready as FormEntry[]), ready as FormEntry[]);
    } else {
      promise = settledPromise(Promise.all(flow.steps.map((step) => loadFormEntry(step.form))));
      promise.catch(() => entries.delete(flow));
    }
    entries.set(flow, promise);
  }
  return promise;
}


function Answers({ answers }: { answers: ReviewAnswer[] }) {
  return (
    <dl className="review-answers">
      {answers.map((answer, index) => (
        <div key={`${answer.label}-${index}`} className="review-answer">
          <dt className={labelTakesColon(answer.label) ? 'review-label' : undefined}>{answer.label}</dt>
          <dd>{'text' in answer ? answer.text : <Answers answers={answer.answers} />}</dd>
        </div>
      ))}
    </dl>
  );
}

function StepAnswers<M extends StepForms, A extends StepAnswers<M>>({ step, state, entry, values, asSent }: { step: FlowStep<M, A>; state: FlowStepState<A[StepId<M>]>; entry: FormEntry; values: Record<string, string>; asSent: boolean }) {
  const intl = useIntl();
  // An earlier send being checked: its answers read as they were sent, nothing to correct.
  const status = asSent && stepStatus(step, state) === 'invalid' ? 'completed' : stepStatus(step, state);
  if (status === 'skipped') return <em>{intl.formatMessage(m.skipped)}</em>;
  if (status === 'missing') return <em>{intl.formatMessage(m.notCompleted)}</em>;
  const f = reviewFormatters(intl);
  const custom = step.review?.(state.value, { formatNumber: f.number });
  const ui = mergeUi(entry.uiSchema as never, schemaLabels(step.form, entry.schema as never, intl, values) as never);
  return (
    <>
      {status === 'invalid' && <p className="inline-error">{intl.formatMessage(m.notValid)}</p>}
      {custom ?? <Answers answers={reviewAnswers(entry.schema as never, ui, formDataOf(step, state.value), f)} />}
    </>
  );
}

/** Failure codes that are no refusal of the answers: the session, a timeout, too many requests. */
const NOT_A_REFUSAL = [401, 403, 408, 429];

/**
 * A send the server refused for what it says (a 4xx with its reason, or naming the field at fault),
 * as opposed to one that failed (no answer, a server error): only a refusal's reason helps the user
 * change something (docs/product-rules.md#error-extraction).
 */
function isRefusal(submit: { code: number | null; message: string | null; payload: unknown }): boolean {
  const code = submit.code ?? 0;
  if (code < 400 || code >= 500 || NOT_A_REFUSAL.includes(code)) return false;
  return isServerMessage(submit.message) || failedField(submit.payload) !== undefined;
}

/** What a refused send says: the server's reason, and a link to the step (and field) it names. */
function SubmitFailure<M extends StepForms, A extends StepAnswers<M>>({ flow, forms, values }: { flow: FlowDefinition<M, A>; forms: FormEntry[]; values: Record<string, string> }) {
  const intl = useIntl();
  const { submit } = useSnapshot(flowSubmitState(flow.id));
  const message = failureReason(intl, submit.message);
  if (!isRefusal(submit)) return <p role="alert" className="inline-error">{intl.formatMessage(flow.messages.submitFailed, { ...values, message })}</p>;
  const pointer = failedField(submit.payload);
  const target = pointer ? flow.fieldOf?.(pointer) : undefined;
  const index = target ? flow.steps.findIndex((candidate) => candidate.id === target.step) : -1;
  const step = flow.steps[index];
  const entry = forms[index];
  let where = step ? intl.formatMessage(step.title) : undefined;
  if (step && entry && target?.field) {
    const schema = entry.schema as { properties?: Record<string, { title?: string }> };
    const label = (schemaLabels(step.form, entry.schema as never, intl, values)[target.field] as { 'ui:title'?: string } | undefined)?.['ui:title'] ?? schema.properties?.[target.field]?.title;
    if (label) where = intl.formatMessage(flowValueMessages.stepField, { step: where ?? '', field: label });
  }
  return (
    <div role="alert" className="inline-error">
      <p>{intl.formatMessage(flow.messages.submitRefused ?? flow.messages.submitFailed, { ...values, message })}</p>
      {step && where && (
        <p>
          {intl.formatMessage(m.checkStep)} <Link href={flowUrl(flow, step.id)}>{where}</Link>
        </p>
      )}
    </div>
  );
}

function ReviewBody<M extends StepForms, A extends StepAnswers<M>>({ flow, steps }: { flow: FlowDefinition<M, A>; steps: FlowSteps<A> }) {
  const intl = useIntl();
  const forms = use(allForms(flow));
  const { runtime } = useSnapshot(runtimeState);
  const { submit } = useSnapshot(flowSubmitState(flow.id));
  const values = runtime ? (flow.messageValues?.(runtime as Runtime, intl.locale) ?? {}) : {};
  // An earlier send whose outcome is unknown is checked, not sent anew: what it needs is its own.
  const unconfirmed = flow.unconfirmedSend?.(steps) ?? null;
  const blocking = unconfirmed ? [] : blockingSteps(flow, steps);
  const sent = useRef<HTMLDivElement>(null);
  const sentReference = submit.success === true ? submit.data?.reference : undefined;
  useLayoutEffect(() => {
    if (sentReference) sent.current?.focus();
  }, [sentReference]);

  if (sentReference) {
    return (
      <div className="flow-sent">
        <div ref={sent} role="status" tabIndex={-1} className="flow-sent-status">
          <p>{intl.formatMessage(flow.messages.sent, { ...values, reference: sentReference })}</p>
        </div>
        <Link href={flowUrl(flow, flow.steps[0]?.id ?? '')} className="button" onClick={() => resetRequest(flowSubmitState(flow.id).submit)}>
          {intl.formatMessage(flow.messages.start)}
        </Link>
        {/* Outside the status: a live region announces its text, not controls. */}
        {flow.sentExtras?.(sentReference)}
      </div>
    );
  }
  return (
    <div className="flow-review">
      <p>{intl.formatMessage(flow.messages.reviewIntro, values)}</p>
      <dl className="review-steps">
        {flow.steps.map((step, index) => stepApplies(step, steps) && (
          <div key={step.id} className="review-row">
            <dt>{intl.formatMessage(step.title)}</dt>
            <dd>
              <StepAnswers step={step} state={steps[step.id]} entry={forms[index] as FormEntry} values={values} asSent={unconfirmed !== null} />{' '}
              <Link href={flowUrl(flow, step.id)}>
                {intl.formatMessage(m.edit)}
                <span className="visually-hidden"> {intl.formatMessage(step.title)}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      {blocking.length > 0 && (
        <div className="flow-missing" role="note" aria-labelledby="flow-missing-title">
          <p id="flow-missing-title">{intl.formatMessage(m.missingTitle)}</p>
          <ul>
            {blocking.map((step) => (
              <li key={step.id}>
                <Link href={flowUrl(flow, step.id)}>{intl.formatMessage(step.title)}</Link>
                {' — '}
                {intl.formatMessage(stepStatus(step, steps[step.id]) === 'invalid' ? m.notValid : m.notCompleted)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(submit.success === false || (unconfirmed && !submit.inProgress)) && <SubmitFailure flow={flow} forms={forms} values={values} />}
      <button
        type="button"
        className="button primary"
        disabled={unconfirmed ? !unconfirmed.ready : blocking.length > 0}
        {...busyButton(submit.inProgress)}
        onClick={() => void submitFlow(flow)}
      >
        {intl.formatMessage((submit.inProgress ? m.sending : flow.messages.submit) as MessageDescriptor, values)}
      </button>
    </div>
  );
}

export function FlowReview<M extends StepForms, A extends StepAnswers<M>>(props: { flow: FlowDefinition<M, A>; steps: FlowSteps<A> }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<p role="status">{intl.formatMessage(m.loadingForm)}</p>}>
      <ReviewBody {...props} />
    </Suspense>
  );
}
