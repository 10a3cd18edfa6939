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
import type { FlowDefinition, FlowStep } from '../../flow/flow-types.ts';
import type { FormId } from '../../../renderers/form-catalogue.ts';
import { CLAIM_STEPS, OPTIONAL_CLAIM_STEPS, weatherComplete, weatherText, type ClaimStepId, type Weather } from './claim-steps.ts';
import { claimDraft } from './claim-draft.ts';
import { claimPayload } from './claim-submit.ts';
import { discardDroppedUploads, resumeClaimUploads } from './claim-upload-queue.ts';
import { claimFormContext } from './claim-lookups.ts';
import { claimFlowMessages, stepTitles, weatherMessages } from './claim-wizard-messages.ts';
import { ReviewPrompt } from '../../ui/review/review-prompt.tsx';

const FORM_OF: Record<ClaimStepId, FormId> = {
  vehicle: 'claim-vehicle', weather: 'claim-weather', location: 'claim-location', dateTime: 'claim-date-time', driver: 'claim-driver',
  whatHappened: 'claim-what-happened', pictures: 'claim-pictures', otherParty: 'claim-other-party', officer: 'claim-officer',
  passenger: 'claim-passenger', witness: 'claim-witness', note: 'claim-note', disclaimer: 'claim-disclaimer',
};

/**
 * Where the weather is asked for: the claim's geocoded location when known, else the brokerage's
 * region (settings claimOptions.weatherPlace), else the device's position if already allowed (never
 * a prompt for it here); else nowhere, and the policyholder types the weather.
 */
async function weatherPlace(location: unknown): Promise<Position | undefined> {
  const { latitude, longitude } = (location ?? {}) as { latitude?: unknown; longitude?: unknown };
  if (typeof latitude === 'number' && typeof longitude === 'number') return { latitude, longitude };
  return runtimeState.runtime?.claimWeatherPlace ?? positionIfAllowed();
}

/** The weather service fills the step once per visit of it; a cleared answer is not refilled. */
function useWeatherPrefill(active: boolean) {
  const { steps } = useSnapshot(claimDraft);
  const weather = steps.weather.value as Weather | undefined;
  const fetched = Boolean(weather?.description || weather?.savedAt);
  useEffect(() => {
    if (!active || fetched) return;
    // Asked in the app's language (Accept-Language), so the description reads in it.
    void weatherPlace(claimDraft.steps.location.value)
      .then((place) => (place ? callApi(api(), 'weather.get', place) : Promise.reject(new Error('No place to ask the weather for'))))
      .then(
      (answer) => setStepAnswer(claimFlow, 'weather', { temperature: answer.temperature, description: answer.description, savedAt: new Date().toISOString() }),
      () => undefined, // The visitor types it in.
    );
  }, [active, fetched]);
}

function WeatherNow() {
  const intl = useIntl();
  const { steps } = useSnapshot(claimDraft);
  const weather = steps.weather.value as Weather | undefined;
  if (!weather?.description) return null;
  return <p className="weather-now">{intl.formatMessage(weatherMessages.weatherNow, { weather: weatherText(weather, (n) => intl.formatNumber(n)) })}</p>;
}

function stepOf(id: ClaimStepId): FlowStep<ClaimStepId> {
  const step: FlowStep<ClaimStepId> = { id, form: FORM_OF[id], title: stepTitles[id] };
  if (OPTIONAL_CLAIM_STEPS.includes(id)) step.optional = true;
  if (id === 'weather') {
    step.isComplete = weatherComplete;
    // docs/product-rules.md#weather: the weather reads as the temperature with °C, then the description (e.g. 7 °C Rain).
    step.review = (value, { formatNumber }) => weatherText(value as Weather, formatNumber);
  }
  if (id === 'disclaimer') {
    step.toForm = (value) => ({ accepted: value === true });
    step.fromForm = (data) => (data as { accepted?: unknown }).accepted === true;
  }
  return step;
}

export const claimFlow: FlowDefinition<ClaimStepId> = {
  id: 'claim',
  path: PATHS.claimForm,
  steps: CLAIM_STEPS.map(stepOf),
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
