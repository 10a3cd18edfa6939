// A policy's drivers and vehicles (docs/product-rules.md#policy-parties "manage drivers and vehicles of a
// document"): each list from documents.getDrivers / getVehicles (the document is the policy);
// Add opens a schema form offering the account's entries not on the policy yet (drivers.list,
// vehicles.list) → documents.addDriver / addVehicle; each row's Remove asks inline (focus on the
// confirm button, Cancel gives it back) → documents.removeDriver / removeVehicle. Every change
// answers with the new list, which replaces the shown one. The request states are this
// component's own (one proxy per mount), so the documents slice is untouched.
import { lazy, Suspense, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { proxy, useSnapshot } from 'valtio';
import type { Driver, Vehicle } from '../../../api/generated/api-types.ts';
import { appState } from '../../../state/app-state.ts';
import { requestState, type RequestOutcome, type RequestState } from '../../../state/request-cycle.ts';
import { runCall } from '../../../state/run-call.ts';
import { useCall, type CallState } from '../../../state/use-call.ts';
import { RequestStatus } from '../../../ui/request-status.tsx';
import type { PickOption } from '../../../../renderers/fields/lookup-context.ts';
import type { PartiesAddFormProps } from './parties-add-form.tsx';
import { partiesMessages as m, partiesValueMessages as mv } from './parties-messages.ts';
import './parties-list.css';
import { failureText } from '../../../ui/failure-reason.ts';
import { busyButton } from '../../../../renderers/busy-button.ts';

const PartiesAddForm = lazy(() => import('./parties-add-form.tsx'));

function initialPartiesState() {
  return {
    drivers: requestState<Driver[]>(),
    vehicles: requestState<Vehicle[]>(),
    accountDrivers: requestState<Driver[]>(),
    accountVehicles: requestState<Vehicle[]>(),
    driversChange: requestState<Driver[]>(),
    vehiclesChange: requestState<Vehicle[]>(),
  };
}
type PartiesSlice = ReturnType<typeof initialPartiesState>;

/** How long the account's lists are reused when the add form opens again (ms). */
const ACCOUNT_LIST_MAX_AGE = 60_000;

/** One row as the list shows it. */
interface PartyEntry {
  id: string;
  name: string;
  detail: string;
}

function driverName(driver: Pick<Driver, 'firstName' | 'lastName'>): string {
  return `${driver.firstName} ${driver.lastName}`;
}

function vehicleName(vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** The account's entries that are not on the policy. */
export function notOnPolicy<T extends { id: string }>(account: readonly T[], onPolicy: readonly { id: string }[]): T[] {
  const taken = new Set(onPolicy.map((entry) => entry.id));
  return account.filter((entry) => !taken.has(entry.id));
}

/**
 * Runs a change (add or remove) in the app's sending state (menus disabled, leaving asks first);
 * its answer, the policy's new list, replaces the shown one.
 */
async function changeList<K extends 'drivers' | 'vehicles'>(slice: PartiesSlice, key: K, run: () => Promise<RequestOutcome<NonNullable<PartiesSlice[K]['data']>>>): Promise<boolean> {
  appState.sendingData = true;
  try {
    const outcome = await run();
    if (outcome.ok) slice[key].data = outcome.data;
    return outcome.ok;
  } finally {
    appState.sendingData = false;
  }
}

/** A list's call state with its rows as the list shows them. */
type EntriesCall = Omit<CallState<unknown>, 'data'> & { data: PartyEntry[] | null };

function entriesOf<T>(call: CallState<T[]>, toEntry: (item: T) => PartyEntry): EntriesCall {
  return { ...call, data: call.data ? (call.data as readonly T[]).map(toEntry) : null };
}

export function PolicyParties({ policyId }: { policyId: string }) {
  const intl = useIntl();
  const [slice] = useState(() => proxy<PartiesSlice>(initialPartiesState()));
  const request = { documentId: policyId };
  const drivers = useCall(slice, 'drivers', 'documents.getDrivers', request);
  const vehicles = useCall(slice, 'vehicles', 'documents.getVehicles', request);
  const accountDrivers = useCall(slice, 'accountDrivers', 'drivers.list', {}, { maxAge: ACCOUNT_LIST_MAX_AGE });
  const accountVehicles = useCall(slice, 'accountVehicles', 'vehicles.list', {}, { maxAge: ACCOUNT_LIST_MAX_AGE });
  const { driversChange, vehiclesChange } = useSnapshot(slice);

  const driverEntry = useCallback(
    (driver: Driver): PartyEntry => ({ id: driver.id, name: driverName(driver), detail: `${intl.formatMessage(m.licence)} ${driver.licenceNumber} (${driver.licenceProvince})` }),
    [intl],
  );
  const vehicleEntry = useCallback(
    (vehicle: Vehicle): PartyEntry => ({
      id: vehicle.id,
      name: vehicleName(vehicle),
      detail: [vehicle.licencePlate && `${intl.formatMessage(m.plate)} ${vehicle.licencePlate}`, `${intl.formatMessage(m.vin)} ${vehicle.vin}`].filter(Boolean).join(' · '),
    }),
    [intl],
  );

  // The picker's options: read when the add form opens, so they follow the list as it is then.
  const driverOptions = useCallback(async (): Promise<PickOption[]> => {
    const outcome = await runCall(slice, 'accountDrivers', 'drivers.list', {}, { maxAge: ACCOUNT_LIST_MAX_AGE });
    if (!outcome.ok) throw new Error(outcome.message);
    return notOnPolicy(outcome.data, slice.drivers.data ?? []).map((driver) => ({ id: driver.id, label: driverName(driver), value: { driverId: driver.id } }));
  }, [slice]);
  const vehicleOptions = useCallback(async (): Promise<PickOption[]> => {
    const outcome = await runCall(slice, 'accountVehicles', 'vehicles.list', {}, { maxAge: ACCOUNT_LIST_MAX_AGE });
    if (!outcome.ok) throw new Error(outcome.message);
    return notOnPolicy(outcome.data, slice.vehicles.data ?? []).map((vehicle) => ({
      id: vehicle.id,
      label: `${vehicleName(vehicle)}${vehicle.licencePlate ? ` · ${vehicle.licencePlate}` : ''}`,
      value: { vehicleId: vehicle.id },
    }));
  }, [slice]);


  const canAdd = (account: { data: readonly { id: string }[] | null }, onPolicy: { data: readonly { id: string }[] | null }) =>
    account.data === null || onPolicy.data === null || notOnPolicy(account.data, onPolicy.data).length > 0;

  return (
    <div className="policy-parties">
      <PartyList
        title={intl.formatMessage(m.drivers)}
        texts={{ loading: m.driversLoading, error: m.driversError, empty: m.driversEmpty, add: m.addDriver, allAdded: m.allDrivers }}
        call={entriesOf(drivers, driverEntry)}
        change={driversChange}
        canAdd={canAdd(accountDrivers, drivers)}
        form={{ schemaId: 'documents-add-driver', field: 'driverId', pickOptions: driverOptions }}
        onAdd={(driverId) => changeList(slice, 'drivers', () => runCall(slice, 'driversChange', 'documents.addDriver', { documentId: policyId, driverId }))}
        onRemove={(driverId) => changeList(slice, 'drivers', () => runCall(slice, 'driversChange', 'documents.removeDriver', { documentId: policyId, driverId }))}
        nameOf={(id) => {
          const driver = [...(slice.drivers.data ?? []), ...(slice.accountDrivers.data ?? [])].find((entry) => entry.id === id);
          return driver ? driverName(driver) : id;
        }}
      />
      <PartyList
        title={intl.formatMessage(m.vehicles)}
        texts={{ loading: m.vehiclesLoading, error: m.vehiclesError, empty: m.vehiclesEmpty, add: m.addVehicle, allAdded: m.allVehicles }}
        call={entriesOf(vehicles, vehicleEntry)}
        change={vehiclesChange}
        canAdd={canAdd(accountVehicles, vehicles)}
        form={{ schemaId: 'documents-add-vehicle', field: 'vehicleId', pickOptions: vehicleOptions }}
        onAdd={(vehicleId) => changeList(slice, 'vehicles', () => runCall(slice, 'vehiclesChange', 'documents.addVehicle', { documentId: policyId, vehicleId }))}
        onRemove={(vehicleId) => changeList(slice, 'vehicles', () => runCall(slice, 'vehiclesChange', 'documents.removeVehicle', { documentId: policyId, vehicleId }))}
        nameOf={(id) => {
          const vehicle = [...(slice.vehicles.data ?? []), ...(slice.accountVehicles.data ?? [])].find((entry) => entry.id === id);
          return vehicle ? vehicleName(vehicle) : id;
        }}
      />
    </div>
  );
}

type Message = (typeof m)[keyof typeof m];

interface PartyListProps {
  title: string;
  texts: { loading: Message; error: Message; empty: Message; add: Message; allAdded: Message };
  call: EntriesCall;
  change: Readonly<Pick<RequestState<unknown>, 'inProgress' | 'success' | 'message'>>;
  /** False when every entry of the account is on the policy already. */
  canAdd: boolean;
  form: Pick<PartiesAddFormProps, 'schemaId' | 'field' | 'pickOptions'>;
  onAdd: (id: string) => Promise<boolean>;
  onRemove: (id: string) => Promise<boolean>;
  /** An entry's name by id (the added one is not in the list yet when the answer comes). */
  nameOf: (id: string) => string;
}

type Focus = { kind: 'confirm' } | { kind: 'remove'; id: string } | { kind: 'add' } | { kind: 'heading' };

function PartyList({ title, texts, call, change, canAdd, form, onAdd, onRemove, nameOf }: PartyListProps) {
  const intl = useIntl();
  const id = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState('');
  /** Where focus goes after the next render (the one that shows its target). */
  const focusNext = useRef<Focus | null>(null);
  const lastChange = useRef<(() => Promise<void>) | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const busy = change.inProgress;

  // Focus moves after the render that shows its target (every change of focus comes with one),
  // in a layout effect so it has moved before the next key.
  useLayoutEffect(() => {
    const focus = focusNext.current;
    if (!focus) return;
    focusNext.current = null;
    const target =
      focus.kind === 'confirm' ? confirmButton.current
      : focus.kind === 'remove' ? removeButtons.current.get(focus.id)
      : focus.kind === 'add' ? (addButton.current ?? heading.current)
      : heading.current;
    target?.focus();
  });

  const add = async (entryId: string) => {
    if (busy) return;
    const name = nameOf(entryId);
    lastChange.current = () => add(entryId);
    if (await onAdd(entryId)) {
      setAdding(false);
      setDone(intl.formatMessage(mv.added, { name }));
      focusNext.current = { kind: 'add' };
    }
  };

  const remove = async (entryId: string) => {
    if (busy) return;
    const name = nameOf(entryId);
    lastChange.current = () => remove(entryId);
    if (await onRemove(entryId)) {
      setConfirming(null);
      setDone(intl.formatMessage(mv.removed, { name }));
      focusNext.current = { kind: 'heading' };
    }
  };

  return (
    <section className="party-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>{title}</h2>
      <RequestStatus
        call={call}
        loadingText={intl.formatMessage(texts.loading)}
        errorText={intl.formatMessage(texts.error)}
        isEmpty={(entries) => entries.length === 0}
        emptyText={intl.formatMessage(texts.empty)}
      >
        {(entries) => (
          <ul className="party-rows">
            {entries.map((entry) => (
              <li key={entry.id} className="party-row">
                <span className="party-text">
                  <span className="party-name">{entry.name}</span>
                  <span className="party-detail">{entry.detail}</span>
                </span>
                {confirming === entry.id ? (
                  <span className="party-confirm" role="group" aria-labelledby={`${id}-${entry.id}-question`}>
                    <span id={`${id}-${entry.id}-question`} className="party-question">{intl.formatMessage(mv.removeQuestion, { name: entry.name })}</span>
                    <span className="parties-actions">
                      <button ref={confirmButton} type="button" className="button danger" {...busyButton(busy)} onClick={() => void remove(entry.id)}>
                        {intl.formatMessage(busy ? m.saving : m.confirmRemove)}
                      </button>
                      <button
                        type="button"
                        className="button"
                        onClick={() => {
                          setConfirming(null);
                          focusNext.current = { kind: 'remove', id: entry.id };
                        }}
                      >
                        {intl.formatMessage(m.cancel)}
                      </button>
                    </span>
                  </span>
                ) : (
                  <button
                    ref={(element) => {
                      if (element) removeButtons.current.set(entry.id, element);
                      else removeButtons.current.delete(entry.id);
                    }}
                    type="button"
                    className="button"
                    {...busyButton(busy)}
                    aria-label={intl.formatMessage(mv.remove, { name: entry.name })}
                    onClick={() => {
                      setConfirming(entry.id);
                      focusNext.current = { kind: 'confirm' };
                    }}
                  >
                    {intl.formatMessage(m.removeShort)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </RequestStatus>
      {change.success === false && (
        <div className="inline-error" role="alert">
          <p>
            {failureText(intl, intl.formatMessage(m.changeError), change.message)}
          </p>
          <button type="button" className="button" {...busyButton(busy)} onClick={() => void lastChange.current?.()}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      )}
      <p role="status" className="party-done">{done}</p>
      {adding ? (
        <Suspense fallback={<p role="status" className="request-loading">{intl.formatMessage(m.listLoading)}</p>}>
          <PartiesAddForm
            {...form}
            busy={busy}
            onAdd={(entryId) => void add(entryId)}
            onCancel={() => {
              setAdding(false);
              focusNext.current = { kind: 'add' };
            }}
          />
        </Suspense>
      ) : canAdd ? (
        call.data !== null && (
          <button
            ref={addButton}
            type="button"
            className="button"
            {...busyButton(busy)}
            onClick={() => {
              setDone('');
              setAdding(true);
            }}
          >
            {intl.formatMessage(texts.add)}
          </button>
        )
      ) : (
        <p className="party-note">{intl.formatMessage(texts.allAdded)}</p>
      )}
    </section>
  );
}
