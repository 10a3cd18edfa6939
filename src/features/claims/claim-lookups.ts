// What the claim wizard's forms look up through formContext: geocoding for the location, the
// account's vehicles (with the policy each is on) and drivers for the pickers, licence-file
// deletion with its 404 rule, and the upload queue of each step's files. All through the one API
// client.
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import type { PolicyDetails } from '../../api/generated/api-types.ts';
import { addressesOf } from '../../places/geocode-address.ts';
import type { LookupFormContext, PickOption } from '../../../renderers/fields/lookup-context.ts';
import type { FileFormContext } from '../../../renderers/widgets/file-upload-widget.tsx';
import { licenceFileDropped } from './claim-draft.ts';
import { claimUploadQueue } from './claim-upload-queue.ts';
import type { ClaimStepId } from './claim-steps.ts';

/** Which policy a vehicle is on: one in force first, then one to come, then any (by the account's policies). */
function policyOf(vehicleId: string, policies: readonly PolicyDetails[]): PolicyDetails | undefined {
  const on = policies.filter((policy) => policy.vehicles.some((vehicle) => vehicle.id === vehicleId));
  return on.find((policy) => policy.tag === 'valid') ?? on.find((policy) => policy.tag === 'pending') ?? on[0];
}

async function pickOptions(source: string): Promise<PickOption[]> {
  if (source === 'vehicles') {
    // The account's vehicles, each with the policy it is on (if that list cannot be read, with its VIN only).
    const [vehicles, policies] = await Promise.all([callApi(api(), 'vehicles.list', {}), callApi(api(), 'documents.getPoliciesDetails', {}).catch(() => [])]);
    return vehicles.map(({ id, year, make, model, colour, licencePlate, vin }) => {
      const policy = policyOf(id, policies);
      return {
        id,
        label: `${year} ${make} ${model}${licencePlate ? ` · ${licencePlate}` : ''}`,
        value: { year, make, model, colour, licencePlate },
        // The claim names the insured vehicle by its policy and VIN (schemas/api/common/auto-claim.json).
        carries: { vin, ...(policy ? { policyId: policy.id } : {}) },
      };
    });
  }
  if (source === 'drivers') {
    const drivers = await callApi(api(), 'drivers.list', {});
    return drivers.map(({ id, firstName, lastName, licenceNumber }) => ({ id, label: `${firstName} ${lastName}`, value: { firstName, lastName, licenceNumber } }));
  }
  return [];
}

const lookups: LookupFormContext = {
  geocode: async (query) => addressesOf(await callApi(api(), 'maps.geocode', query)),
  pickOptions,
};

type ClaimFormContext = LookupFormContext & FileFormContext;
const contexts = new Map<'licence' | 'picture', ClaimFormContext>();

/** The formContext of a step's form; the same object every time, so forms do not re-render for it. */
export function claimFormContext(step: ClaimStepId): ClaimFormContext {
  const kind = step === 'pictures' ? 'picture' : 'licence';
  let context = contexts.get(kind);
  if (!context) {
    context =
      kind === 'picture'
        ? { ...lookups, uploadQueue: claimUploadQueue('picture') }
        : { ...lookups, uploadQueue: claimUploadQueue('licence'), removeFile: (file) => licenceFileDropped(file, (gone) => callApi(api(), 'claims.deleteLicenceFile', { id: gone.id })) };
    contexts.set(kind, context);
  }
  return context;
}
