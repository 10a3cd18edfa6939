// The one component every multi-step form runs on (a flow definition in, screens out): the step
// in the url (Back works), the step list with completion, focus on the step heading, the next
// step's form loaded ahead, the draft kept in its persisted slice, a review page, the submit
// through the request cycle with the app's sending state, and the unsaved-changes guard.
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import type { Runtime } from '../settings/runtime.ts';
import { loadFormEntry } from '../../renderers/form-catalogue.ts';
import { useUnsavedChangesGuard } from '../ui/navigation-guard.ts';
import { flowUrl } from './flow-url.ts';
import { activeSteps, editableFormData, hasAnswers, recheckSteps, resetFlow, setStepAnswer, stepStatus } from './flow-draft.ts';
import { isEmptyAnswer } from './flow-answers.ts';
import { FlowReset } from './flow-reset.tsx';
import { FlowReview } from './flow-review.tsx';
import { flowSubmitState } from './flow-submit.ts';
import { flowMessages as m, flowValueMessages as mv } from './flow-messages.ts';
import type { FlowDefinition, FlowStep, FlowSteps, StepAnswers, StepFormData, StepForms, StepId } from './flow-types.ts';
import { storedAnswer } from './flow-steps.ts';
import './form-flow.css';
import { SchemaForm } from './schema-form-part.ts';

type Page<Id extends string> = Id | 'review';

type Flow<M extends StepForms, A extends StepAnswers<M>> = { flow: FlowDefinition<M, A> };

function StepList<M extends StepForms, A extends StepAnswers<M>>({ flow, active, current, steps }: Flow<M, A> & { active: readonly FlowStep<M, A>[]; current: Page<StepId<M>>; steps: FlowSteps<A> }) {
  const intl = useIntl();
  const nav = useRef<HTMLElement>(null);
  // On a phone the list is one scrolling row: keep the current step in sight.
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const row = link?.closest('ol');
    if (link && row && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={nav} aria-label={intl.formatMessage(flow.messages.steps)} className="flow-steps">
      <ol>
        {active.map((step) => {
          const status = stepStatus(step, steps[step.id]);
          return (
            <li key={step.id} className={status === 'completed' ? 'done' : status === 'invalid' ? 'invalid' : undefined}>
              <Link href={flowUrl(flow, step.id)} aria-current={current === step.id ? 'step' : undefined}>
                {intl.formatMessage(step.title)}
                {status === 'completed' && <span className="visually-hidden"> {intl.formatMessage(m.completed)}</span>}
                {status === 'invalid' && <span className="visually-hidden"> {intl.formatMessage(m.needsAttention)}</span>}
              </Link>
            </li>
          );
        })}
        <li>
          <Link href={flowUrl(flow, 'review')} aria-current={current === 'review' ? 'step' : undefined}>{intl.formatMessage(m.review)}</Link>
        </li>
      </ol>
    </nav>
  );
}

export function FormFlow<M extends StepForms, A extends StepAnswers<M>>({ flow }: Flow<M, A>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { steps } = useSnapshot(flow.draft) as { steps: FlowSteps<A> };
  // The steps that apply to the answers so far (FlowStep.applies); a step that does not is not shown.
  const active = activeSteps(flow, steps);
  const ids = active.map((step) => step.id);
  const requested = new URLSearchParams(useSearch()).get('step');
  const page: Page<StepId<M>> = requested === 'review' || ids.includes(requested as StepId<M>) ? (requested as Page<StepId<M>>) : (ids[0] as StepId<M>);
  const { submit } = useSnapshot(flowSubmitState(flow.id));
  const { runtime } = useSnapshot(runtimeState);
  // The schema texts' arguments (the brokerage as agent or broker), as the flow's own messages get them.
  const messageValues = runtime ? (flow.messageValues?.(runtime as Runtime, intl.locale) ?? {}) : {};
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  flow.useFlowEffects?.(page);
  // Answers restored from storage are checked against today's rules.
  useEffect(() => {
    if (hasAnswers(flow.draft.steps)) void recheckSteps(flow);
  }, [flow]);
  // A layout effect: the heading has focus before the next key (docs/adr/0055-react-in-every-build.md).
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [page]);
  const index = page === 'review' ? ids.length : ids.indexOf(page);
  // The next step's form loads while this one is filled in, so Next shows it at once.
  useEffect(() => {
    const upcoming = active[index + 1];
    if (upcoming) void loadFormEntry(upcoming.form).catch(() => undefined);
  }, [active, index]);

  // Moves on the flow's path keep its draft (its fixed query aside: e.g. another kind of quote).
  const stays = useCallback((to: string) => to.split('?')[0] === flow.path, [flow.path]);
  useUnsavedChangesGuard(hasAnswers(steps) && !submit.inProgress, stays);

  const go = (to: Page<StepId<M>>) => navigate(flowUrl(flow, to));
  // A step the server is asked about before Next moves on (FlowDefinition.checkStep): while it is
  // asked, Next does nothing more; if the step no longer holds, its form checks itself again.
  const [checking, setChecking] = useState(false);
  const [validateAgain, setValidateAgain] = useState(0);
  const moveOn = async (id: StepId<M>, to: Page<StepId<M>>) => {
    if (flow.checkStep) {
      if (checking) return;
      setChecking(true);
      try {
        await flow.checkStep(id);
        await setStepAnswer(flow, id, flow.draft.steps[id].value);
      } finally {
        setChecking(false);
      }
      if (!flow.draft.steps[id].completed) {
        setValidateAgain((count) => count + 1);
        return;
      }
    }
    go(to);
  };
  const previous = index > 0 ? ids[index - 1] : undefined;
  const step = page === 'review' ? undefined : active[index];
  // Once sent, the review is the confirmation (a receipt): going back or clearing answers no longer applies.
  const sent = !step && submit.success === true;
  const title = step ? intl.formatMessage(step.title) : intl.formatMessage(m.review);
  const value = step ? steps[step.id].value : undefined;

  return (
    <section className={`screen form-flow flow-${flow.id}`}>
      <StepList flow={flow} active={active} current={page} steps={steps} />
      <div className="flow-step">
        <p className="step-of">{intl.formatMessage(mv.stepOf, { current: index + 1, total: ids.length + 1 })}</p>
        <h2 ref={heading} tabIndex={-1}>
          {title}
          {step?.optional && <span className="step-optional"> {intl.formatMessage(m.optional)}</span>}
        </h2>
        {step && flow.stepExtras?.(step.id)}
        {checking && <p role="status" className="flow-checking">{intl.formatMessage(m.checkingStep)}</p>}
        {step ? (
          <Suspense fallback={<p role="status">{intl.formatMessage(m.loadingForm)}</p>}>
            <SchemaForm
              key={step.id}
              schemaId={step.form}
              data={editableFormData(step, value)}
              onChange={(data: StepFormData<M, StepId<M>>) => {
                const answer = storedAnswer(step, data);
                flow.onAnswerChange?.(step.id, flow.draft.steps[step.id].value, answer);
                void setStepAnswer(flow, step.id, answer);
              }}
              // An optional step left empty (again) is simply skipped; so is, for now, one the app answers later.
              skipValidation={isEmptyAnswer(value) && (step.optional === true || step.answeredLater?.(steps) === true)}
              onSubmit={() => void moveOn(step.id, ids[index + 1] ?? 'review')}
              validateAgain={validateAgain}
              submitLabel={intl.formatMessage(m.next)}
              messageValues={messageValues}
              {...(flow.formContext ? { formContext: flow.formContext(step.id) } : {})}
              {...(flow.registry ? { registry: flow.registry } : {})}
            />
          </Suspense>
        ) : (
          <FlowReview flow={flow} steps={steps} />
        )}
        {previous !== undefined && !sent && (
          <button type="button" className="button flow-back" onClick={() => go(previous)}>{intl.formatMessage(m.back)}</button>
        )}
        {!sent && (
          <FlowReset
            onReset={() => {
              resetFlow(flow);
              go(ids[0] as StepId<M>);
            }}
          />
        )}
      </div>
    </section>
  );
}
