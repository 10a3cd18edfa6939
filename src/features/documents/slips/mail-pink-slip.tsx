// Mail a pink slip (docs/product-rules.md#mail-pink-slip "Mail pink slip: addresses list, selected
// address"): the policy's slips (one per vehicle, all chosen by default) and the account's mailing
// addresses from pinkSlips.get; the user picks the slips and one address (the selected address
// first), and pinkSlips.send mails them. The confirmation with the mailing reference takes focus.
//
// A plain form, not a SchemaForm: both choices are lists the server gives at run time (slip and
// address ids), which a precompiled validator cannot hold as enums, and the only rule — at least
// one slip — needs no form engine. The radio group and the checkbox list are native controls
// inside fieldsets with legends.
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { updateThenFocus } from '../../../ui/update-then-focus.ts';
import { useIntl } from 'react-intl';
import { proxy, useSnapshot } from 'valtio';
import type { MailingAddress, PinkSlip, PinkSlipsGetResponse, PinkSlipsSendRequest, PinkSlipsSendResponse } from '../../../api/generated/api-types.ts';
import { appState } from '../../../state/app-state.ts';
import { requestState, type RequestState } from '../../../state/request-cycle.ts';
import { runCall } from '../../../state/run-call.ts';
import { useCall } from '../../../state/use-call.ts';
import { RequestStatus } from '../../../ui/request-status.tsx';
import { mailBrokerMessages as mb, mailMessages as m, mailValueMessages as mv } from './mail-messages.ts';
import { runtimeState } from '../../../state/runtime-state.ts';
import { mailPinkSlipState } from './mail-pink-slip-state.ts';
import './mail-pink-slip.css';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { failureText } from '../../../ui/failure-reason.ts';

type MailSlice = { pinkSlips: RequestState<PinkSlipsGetResponse>; send: RequestState<PinkSlipsSendResponse> };

/** An address as one line: "Home, 48 Maple Crescent, Oakville ON L6J 2X5". */
export function addressLine(address: Pick<MailingAddress, 'label' | 'address' | 'city' | 'province' | 'zip'>): string {
  return `${address.label}, ${address.address}, ${address.city} ${address.province} ${address.zip}`;
}

/** The address the form starts on: the selected one when it is still offered, else the first. */
export function defaultAddressId(addresses: readonly Pick<MailingAddress, 'id'>[], selected: string | null): string | null {
  return addresses.find((address) => address.id === selected)?.id ?? addresses[0]?.id ?? null;
}

function vehicleName(slip: Pick<PinkSlip, 'vehicle'>): string {
  return `${slip.vehicle.year} ${slip.vehicle.make} ${slip.vehicle.model}`;
}

export function MailPinkSlip({ policyId }: { policyId: string }) {
  const intl = useIntl();
  const headingId = useId();
  const [slice] = useState(() => proxy<MailSlice>({ pinkSlips: requestState<PinkSlipsGetResponse>(), send: requestState<PinkSlipsSendResponse>() }));
  const slips = useCall(slice, 'pinkSlips', 'pinkSlips.get', { policyId });
  return (
    <section className="mail-pink-slip" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.intro)}</p>
      <RequestStatus
        call={slips}
        loadingText={intl.formatMessage(m.loading)}
        errorText={intl.formatMessage(m.loadError)}
        isEmpty={(data) => data.slips.length === 0}
        emptyText={intl.formatMessage(m.empty)}
      >
        {(data) =>
          data.addresses.length === 0 ? (
            <p className="empty-state">{intl.formatMessage(mb.noAddress, { brokerLabel: runtimeState.runtime?.brokerLabel ?? 'myBroker' })}</p>
          ) : (
            <MailForm slice={slice} slips={data.slips} addresses={data.addresses} />
          )
        }
      </RequestStatus>
    </section>
  );
}

interface MailFormProps {
  slice: MailSlice;
  slips: readonly PinkSlip[];
  addresses: readonly MailingAddress[];
}

function MailForm({ slice, slips, addresses }: MailFormProps) {
  const intl = useIntl();
  const id = useId();
  const { send } = useSnapshot(slice);
  const { selectedAddressId } = useSnapshot(mailPinkSlipState);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(() => new Set());
  const [noSlip, setNoSlip] = useState(false);
  const [sent, setSent] = useState<{ count: number; address: string; reference: string } | null>(null);
  const lastRequest = useRef<PinkSlipsSendRequest | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const firstControl = useRef<HTMLInputElement>(null);

  const chosenSlips = slips.filter((slip) => !unchecked.has(slip.id));
  const addressId = defaultAddressId(addresses, selectedAddressId);

  useLayoutEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  async function mail(request: PinkSlipsSendRequest): Promise<void> {
    if (slice.send.inProgress) return; // One send at a time.
    lastRequest.current = request;
    appState.sendingData = true;
    try {
      const outcome = await runCall(slice, 'send', 'pinkSlips.send', request);
      if (outcome.ok) {
        const address = addresses.find((entry) => entry.id === request.addressId);
        setSent({ count: request.slipIds.length, address: address ? addressLine(address) : request.addressId, reference: outcome.data.reference });
      }
    } finally {
      appState.sendingData = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [first, ...rest] = chosenSlips.map((slip) => slip.id);
    if (first === undefined || addressId === null) {
      setNoSlip(true);
      firstControl.current?.focus();
      return;
    }
    setNoSlip(false);
    void mail({ addressId, slipIds: [first, ...rest] });
  }

  if (sent) {
    return (
      <div className="mail-sent">
        <div ref={confirmation} role="status" tabIndex={-1} className="mail-confirmation">
          {intl.formatMessage(mv.sent, sent)}
        </div>
        <button
          type="button"
          className="button"
          onClick={() => updateThenFocus(() => setSent(null), () => firstControl.current)}
        >
          {intl.formatMessage(m.again)}
        </button>
      </div>
    );
  }

  const sending = send.inProgress;
  return (
    <form className="mail-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <fieldset className="mail-choices" aria-describedby={noSlip ? `${id}-no-slip` : undefined}>
        <legend>{intl.formatMessage(m.slips)}</legend>
        {slips.map((slip, index) => (
          <label key={slip.id} className="mail-choice">
            <input
              ref={index === 0 ? firstControl : undefined}
              type="checkbox"
              checked={!unchecked.has(slip.id)}
              disabled={sending}
              onChange={(event) => {
                const next = new Set(unchecked);
                if (event.target.checked) next.delete(slip.id);
                else next.add(slip.id);
                setUnchecked(next);
                if (event.target.checked) setNoSlip(false);
              }}
            />
            <span className="mail-choice-title">{vehicleName(slip)}</span>
            <span className="mail-choice-detail">{`${slip.policyNumber}${slip.vehicle.licencePlate ? ` · ${slip.vehicle.licencePlate}` : ''}`}</span>
          </label>
        ))}
      </fieldset>
      {noSlip && (
        <p id={`${id}-no-slip`} className="inline-error" role="alert">
          {intl.formatMessage(m.noSlipChosen)}
        </p>
      )}
      <fieldset className="mail-choices">
        <legend>{intl.formatMessage(m.address)}</legend>
        {addresses.map((address) => (
          <label key={address.id} className="mail-choice">
            <input
              type="radio"
              name={`${id}-address`}
              value={address.id}
              checked={address.id === addressId}
              disabled={sending}
              onChange={() => {
                mailPinkSlipState.selectedAddressId = address.id;
              }}
            />
            <span className="mail-choice-title">{address.label}</span>
            <span className="mail-choice-detail">{`${address.address}, ${address.city} ${address.province} ${address.zip}`}</span>
          </label>
        ))}
      </fieldset>
      {send.success === false && (
        <div className="inline-error" role="alert">
          <p>
            {failureText(intl, intl.formatMessage(m.sendError), send.message)}
          </p>
          <button type="button" className="button" onClick={() => lastRequest.current && void mail(lastRequest.current)}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      )}
      <SubmitButton busy={sending}>
        {sending ? intl.formatMessage(m.sending) : intl.formatMessage(mv.send, { count: Math.max(chosenSlips.length, 1) })}
      </SubmitButton>
    </form>
  );
}
