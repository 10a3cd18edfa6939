// What the claim wizard's forms look up through formContext: geocoding for the location, the
// account's vehicles and drivers for the pickers, licence-file deletion with its 404 rule, and
// the upload queue of each step's files. All through the one API client.
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { addressesOf } from '../../places/geocode-address.ts';
import type { LookupFormContext, PickOption } from '../../../renderers/fields/lookup-context.ts';
import type { FileFormContext } from '../../../renderers/widgets/file-upload-widget.tsx';
import { licenceFileDropped } from './claim-draft.ts';
import { claimUploadQueue } from './claim-upload-queue.ts';
import type { ClaimStepId } from './claim-steps.ts';

async function pickOptions(source: string): Promise<PickOption[]> {
  if (source === 'vehicles') {
    const vehicles = await callApi(api(), 'vehicles.list', {});
    return vehicles.map(({ id, year, make, model, colour, licencePlate }) => ({
      id,
      label: `${year} ${make} ${model}${licencePlate ? ` · ${licencePlate}` : ''}`,
      value: { year, make, model, colour, licencePlate },
    }));
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
