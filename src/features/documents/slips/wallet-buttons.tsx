// "Add to Apple Wallet" and "Save to Google Wallet" under an electronic slip or eID card, where the
// brokerage offers them (runtime.walletPasses) and the device can use them (wallet-platform.ts);
// on a computer, a QR code that opens the slip on a phone, where its wallet is
// (docs/product-rules.md#wallet-passes). The badges are Apple's and Google's artwork as static
// files of the app (public/wallet/), in the app's language, never altered or loaded from elsewhere.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../../state/runtime-state.ts';
import { failureText } from '../../../ui/failure-reason.ts';
import { SlipQrCode } from './slip-qr-code.tsx';
import { walletMessages as m } from './wallet-messages.ts';
import { addToAppleWallet, resetWalletRequests, saveToGoogleWallet, walletRequests, type WalletKind } from './wallet-calls.ts';
import { walletPlatform, type WalletPlatform } from './wallet-platform.ts';

function devicePlatform(): WalletPlatform {
  return walletPlatform(navigator.userAgent, navigator.maxTouchPoints);
}

interface WalletButtonsProps {
  slipId: string;
  kind: WalletKind;
  policyNumber: string;
}

export function WalletButtons({ slipId, kind, policyNumber }: WalletButtonsProps) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const requests = useSnapshot(walletRequests);
  const [platform] = useState(devicePlatform);
  const [done, setDone] = useState<'apple' | 'google' | null>(null);
  const [failed, setFailed] = useState<string | null | undefined>(undefined);
  const [codeShown, setCodeShown] = useState(false);
  const ids = { title: useId(), code: useId() };
  useEffect(() => resetWalletRequests, [slipId]);
  if (!runtime) return null;
  const language = runtime.language;
  const apple = runtime.walletPasses.apple && platform.apple;
  const google = runtime.walletPasses.google && platform.google;
  const toPhone = !platform.handheld && (runtime.walletPasses.apple || runtime.walletPasses.google);
  if (!apple && !google && !toPhone) return null;
  const busy = requests.applePass.inProgress || requests.googleLink.inProgress;

  const run = async (wallet: 'apple' | 'google') => {
    setDone(null);
    setFailed(undefined);
    const outcome = wallet === 'apple' ? await addToAppleWallet(slipId, kind, policyNumber) : await saveToGoogleWallet(slipId, kind);
    if (outcome.ok) setDone(wallet);
    else setFailed(outcome.message || null);
  };

  return (
    <section className="slip-wallet" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.hint)}</p>
      {(apple || google) && (
        <div className="slip-wallet-badges">
          {apple && (
            <button type="button" className="wallet-badge" disabled={busy} onClick={() => void run('apple')}>
              <img src={`/wallet/add-to-apple-wallet-${language}.svg`} alt={intl.formatMessage(m.apple)} height={48} />
            </button>
          )}
          {google && (
            <button type="button" className="wallet-badge" disabled={busy} onClick={() => void run('google')}>
              <img src={`/wallet/save-to-google-wallet-${language}.svg`} alt={intl.formatMessage(m.google)} height={48} />
            </button>
          )}
        </div>
      )}
      <p className="slip-wallet-status" role="status">
        {busy && intl.formatMessage(m.preparing)}
        {!busy && done === 'apple' && intl.formatMessage(m.appleDone)}
        {!busy && done === 'google' && intl.formatMessage(m.googleDone)}
      </p>
      {failed !== undefined && !busy && (
        <div className="slip-wallet-error" role="alert">
          <p>{failureText(intl, intl.formatMessage(m.error), failed)}</p>
        </div>
      )}
      {toPhone && (
        <div className="slip-wallet-phone">
          <h3>{intl.formatMessage(m.phoneTitle)}</h3>
          <button type="button" className="slip-button" aria-expanded={codeShown} aria-controls={ids.code} onClick={() => setCodeShown(!codeShown)}>
            {intl.formatMessage(codeShown ? m.phoneHide : m.phoneShow)}
          </button>
          <div id={ids.code} hidden={!codeShown}>
            {codeShown && (
              <>
                <SlipQrCode text={window.location.href} label={intl.formatMessage(m.qrLabel)} />
                <p>{intl.formatMessage(m.phoneHint)}</p>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
