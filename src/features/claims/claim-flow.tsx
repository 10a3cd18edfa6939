// The claim wizard as a flow (src/flow): 13 schema steps, the weather rule, the consent stored as a
// boolean, and the claim's lookups — weather for the place, geocoding and pickers through
// formContext, uploads that follow the draft, and the submit call.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { PATHS } from '../../paths/paths.ts';
import { positionIfAllowed, type Position } from '../../places/device-position.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { setStepAnswer } from '../../flow/flow-draft.ts';
import { flowSteps } from '../../flow/flow-steps.ts';
import type { FlowDefinition } from '../../flow/flow-types.ts';
import { CLAIM_STEPS, weatherComplete, weatherText, type ClaimAnswers } from './claim-steps.ts';
import { claimDraft } from './claim-draft.ts';
import { claimPayload } from './claim-submit.ts';
import { weatherRequest } from './claim-weather.ts';
import { discardDroppedUploads, resumeClaimUploads } from './claim-upload-queue.ts';
import { claimFormContext } from './claim-lookups.ts';
import { claimFlowMessages, stepTitles, weatherMessages } from './claim-wizard-messages.ts';
import { ReviewPrompt } from '../../ui/review/review-prompt.tsx';

/**
 * Where the weather is asked for: the claim's geocoded location when known, else the brokerage's
 * region (settings claimOptions.weatherPlace), else the device's position if already allowed (never
 * a prompt for it here); else nowhere, and the policyholder types the weather.
 */
async function weatherPlace(location: ClaimAnswers['location'] | undefined): Promise<Position | undefined> {
  const { latitude, longitude } = location ?? {};
  if (typeof latitude === 'number' && typeof longitude === 'number') return { latitude, longitude };
  return runtimeState.runtime?.claimWeatherPlace ?? positionIfAllowed();
}

/** The weather service fills the step once per visit of it; a cleared answer is not refilled. */
function useWeatherPrefill(active: boolean) {
  const { steps } = useSnapshot(claimDraft);
  const weather = steps.weather.value;
  const fetched = Boolean(weather?.description || weather?.savedAt);
  useEffect(() => {
    if (!active || fetched) return;
    // Asked in the app's language (Accept-Language), so the description reads in it.
    void weatherPlace(claimDraft.steps.location.value)
      .then((place) => (place ? callApi(api(), 'weather.get', weatherRequest(place, claimDraft.steps.dateTime.value)) : Promise.reject(new Error('No place to ask the weather for'))))
      .then(
      (answer) => setStepAnswer(claimFlow, 'weather', { temperature: answer.temperature, description: answer.description, savedAt: new Date().toISOString() }),
      () => undefined, // The visitor types it in.
    );
  }, [active, fetched]);
}

function WeatherNow() {
  const intl = useIntl();
  const { steps } = useSnapshot(claimDraft);
  const weather = steps.weather.value;
  if (!weather?.description) return null;
  return <p className="weather-now">{intl.formatMessage(weatherMessages.weatherNow, { weather: weatherText(weather, (n) => intl.formatNumber(n)) })}</p>;
}

const optional = { optional: true } as const;

/** Each step's title and rules; the claim's rules beyond "answered and valid" are the weather's and the consent's. */
const steps = flowSteps<typeof CLAIM_STEPS, ClaimAnswers>(CLAIM_STEPS, {
  vehicle: { title: stepTitles.vehicle },
  weather: {
    title: stepTitles.weather,
    isComplete: weatherComplete,
    // docs/product-rules.md#weather: the weather reads as the temperature with °C, then the description (e.g. 7 °C Rain).
    review: (value, { formatNumber }) => weatherText(value, formatNumber),
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
  // A file removed from the draft before it was sent is not sent later.
  onAnswerChange: (_step, before, after) => discardDroppedUploads(before, after),
  onReset: (steps) => discardDroppedUploads(Object.values(steps).map((step) => step.value), undefined),
  stepExtras: (step) => (step === 'weather' ? <WeatherNow /> : null),
  // Once sent, the policyholder may rate the brokerage (docs/product-rules.md#reviews).
  sentExtras: (reference) => <ReviewPrompt context="claim" reference={reference} />,
  useFlowEffects: (current) => {
    useEffect(() => {
      resumeClaimUploads();
    }, []);
    useWeatherPrefill(current === 'weather');
  },
};
