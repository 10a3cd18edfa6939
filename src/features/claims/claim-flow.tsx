// The claim wizard as a flow (src/flow): 13 schema steps, the weather rule, the consent stored as a
// boolean, and the claim's lookups — the weather of the accident's place and time, geocoding and
// pickers through formContext, uploads that follow the draft, and the submit call.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { PATHS } from '../../paths/paths.ts';
import { appState } from '../../state/app-state.ts';
import { setStepAnswer } from '../../flow/flow-draft.ts';
import { flowSteps } from '../../flow/flow-steps.ts';
import type { FlowDefinition } from '../../flow/flow-types.ts';
import { CLAIM_STEPS, weatherComplete, weatherText, type ClaimAnswers, type ClaimStepId } from './claim-steps.ts';
import { claimDraft } from './claim-draft.ts';
import { claimPayload } from './claim-submit.ts';
import { accidentWeatherQuestion, weatherFromForm, weatherToAsk, serviceWeather } from './claim-weather.ts';
import { discardDroppedUploads, resumeClaimUploads } from './claim-upload-queue.ts';
import { claimFormContext } from './claim-lookups.ts';
import { claimFlowMessages, stepTitles, weatherMessages } from './claim-wizard-messages.ts';
import { stepOfPointer } from './claim-refusal.ts';
import { ReviewPrompt } from '../../ui/review/review-prompt.tsx';
import { shownTemperature } from '../../i18n/temperature.ts';
import { currentUnits, useUnits } from '../../i18n/country.ts';

/**
 * The weather of the accident (docs/product-rules.md#weather), on whichever step the claim is: asked
 * once its place and time are both known, again when either changes or the language does, unless
 * the policyholder wrote the weather themselves. An answer for a question no longer current is dropped.
 */
function useAccidentWeather() {
  const { steps } = useSnapshot(claimDraft);
  const { language } = useSnapshot(appState);
  const question = accidentWeatherQuestion(steps.location.value, steps.dateTime.value, language);
  const key = question?.key;
  useEffect(() => {
    if (!weatherToAsk(claimDraft.steps.weather.value, question)) return;
    let current = true;
    // Asked in the app's language (Accept-Language), so the description reads in it.
    callApi(api(), 'weather.get', question.request).then(
      (answer) => {
        if (current && weatherToAsk(claimDraft.steps.weather.value, question)) void setStepAnswer(claimFlow, 'weather', serviceWeather(question, answer));
      },
      () => undefined, // The policyholder types it in.
    );
    return () => {
      current = false;
    };
    // The question is new exactly when its key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Until the place and time are given, the weather step says it will be filled then; once filled, what was reported. */
function WeatherNow() {
  const intl = useIntl();
  const { steps } = useSnapshot(claimDraft);
  const units = useUnits();
  const weather = steps.weather.value;
  if (weather?.source) return <p className="weather-now">{intl.formatMessage(weatherMessages.weatherNow, { weather: weatherText(weather, (n) => intl.formatNumber(n), units.temperature) })}</p>;
  if (!weather?.description && !accidentKnown(steps)) return <p className="weather-later">{intl.formatMessage(weatherMessages.weatherLater)}</p>;
  return null;
}

/** Whether the accident's place (its coordinates) and time are both given: the weather can be asked. */
function accidentKnown(steps: Readonly<{ location: { value?: ClaimAnswers['location'] }; dateTime: { value?: ClaimAnswers['dateTime'] } }>): boolean {
  return accidentWeatherQuestion(steps.location.value, steps.dateTime.value, '') !== undefined;
}

const optional = { optional: true } as const;

/** Each step's title and rules; the claim's rules beyond "answered and valid" are the weather's and the consent's. */
const steps = flowSteps<typeof CLAIM_STEPS, ClaimAnswers>(CLAIM_STEPS, {
  vehicle: { title: stepTitles.vehicle },
  weather: {
    title: stepTitles.weather,
    isComplete: weatherComplete,
    // Filled in by the weather service once the place and time are given (later steps): passed until then.
    answeredLater: (steps) => !accidentKnown(steps),
    // Kept in °C, as the service gives it and the claim call takes it; shown and typed in the
    // country's unit (docs/product-rules.md#country).
    toForm: (value) => ({ ...(value?.temperature !== undefined ? { temperature: shownTemperature(value.temperature, currentUnits().temperature) } : {}), ...(value?.description !== undefined ? { description: value.description } : {}) }),
    fromForm: (data) => weatherFromForm(claimDraft.steps.weather.value, data, currentUnits().temperature),
    // docs/product-rules.md#weather: the weather reads as the temperature with °C (°F in the US), then the description (e.g. 7 °C Rain).
    review: (value, { formatNumber }) => weatherText(value, formatNumber, currentUnits().temperature),
  },
  location: { title: stepTitles.location },
  dateTime: { title: stepTitles.dateTime },
  driver: { title: stepTitles.driver },
  whatHappened: { title: stepTitles.whatHappened },
  pictures: { title: stepTitles.pictures, ...optional },
  otherParty: { title: stepTitles.otherParty, ...optional },
  officer: { title: stepTitles.officer, ...optional },
  passenger: { title: stepTitles.passenger, ...optional },
  witness: { title: stepTitles.witness, ...optional },
  note: { title: stepTitles.note },
  // The consent is kept as a boolean: ticked or not.
  disclaimer: { title: stepTitles.disclaimer, toForm: (value) => (value === true ? { accepted: true } : {}), fromForm: (data) => data.accepted === true },
});

/** The claim request's fields (schemas/api/common/auto-claim.json), by the step each comes from. */
const CLAIM_POINTERS: Record<string, ClaimStepId> = {
  policyId: 'vehicle',
  vehicle: 'vehicle',
  weather: 'weather',
  location: 'location',
  occurredAt: 'dateTime',
  driver: 'driver',
  damage: 'whatHappened',
  pictures: 'pictures',
  otherParty: 'otherParty',
  officer: 'officer',
  passenger: 'passenger',
  witness: 'witness',
  note: 'note',
};

export const claimFlow: FlowDefinition<typeof CLAIM_STEPS, ClaimAnswers> = {
  id: 'claim',
  path: PATHS.claimForm,
  forms: CLAIM_STEPS,
  steps,
  draft: claimDraft,
  messages: claimFlowMessages,
  messageValues: (runtime) => ({ broker: runtime.brokerLabel }),
  submit: async (steps) => {
    const payload = claimPayload(steps);
    // Unreachable from the screens (a missing step blocks the send); never send a partial claim.
    if (!payload) throw new Error('The claim misses a step it needs.');
    const result = await callApi(api(), 'claims.submit', payload);
    return { reference: result.referenceNumber };
  },
  formContext: (step) => claimFormContext(step) as Record<string, unknown>,
  // A refusal naming a field of the claim leads to the step it came from (docs/product-rules.md#error-extraction).
  fieldOf: (pointer) => stepOfPointer<ClaimStepId>(pointer, CLAIM_POINTERS),
  // A file removed from the draft before it was sent is not sent later.
  onAnswerChange: (_step, before, after) => discardDroppedUploads(before, after),
  onReset: (steps) => discardDroppedUploads(Object.values(steps).map((step) => step.value), undefined),
  stepExtras: (step) => (step === 'weather' ? <WeatherNow /> : null),
  // Once sent, the policyholder may rate the brokerage (docs/product-rules.md#reviews).
  sentExtras: (reference) => <ReviewPrompt context="claim" reference={reference} />,
  useFlowEffects: () => {
    useEffect(() => {
      resumeClaimUploads();
    }, []);
    useAccidentWeather();
  },
};
