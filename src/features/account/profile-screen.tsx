// /user/profile: the signed-in user's e-mail and details (me.get), the language (the header's own
// choice: appState.language through chooseLanguage, remembered like the menus'), the slip
// consent status, the ways on to notifications and users (when the account has them), and the
// logout of the user menu (it asks first when a draft would be deleted).
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS } from '../../paths/paths.ts';
import type { Language } from '../../settings/runtime.ts';
import { appState } from '../../state/app-state.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { useCall } from '../../state/use-call.ts';
import { meCall } from './account-calls.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { chooseLanguage } from '../../i18n/choose-language.ts';
import { logoutAfterConfirm } from '../../session/logout-after-confirm.ts';
import { userMenuMessages } from '../../ui/user-menu-messages.ts';
import { canManageUsers, pushOffered } from './account-rules.ts';
import { profileMessages as m } from './account-messages.ts';
import './account.css';

const LANGUAGES: { code: Language; label: MessageDescriptor }[] = [
  { code: 'en', label: userMenuMessages.english },
  { code: 'fr', label: userMenuMessages.french },
];

export default function ProfileScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  const { language } = useSnapshot(appState);
  const me = useCall(...meCall.args);
  const showUsers = canManageUsers(runtime, user);
  const showNotifications = pushOffered(runtime);

  const onLogout = () => {
    // As the user menu's Logout: deleting unsent work from this device is said first.
    void logoutAfterConfirm(intl);
  };

  return (
    <section className="screen account-screen profile-screen">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      <RequestStatus call={me} loadingText={intl.formatMessage(m.loading)} errorText={intl.formatMessage(m.loadError)}>
        {(data) => {
          const consent = data.user.hasSlipConsent ?? user?.hasSlipConsent ?? false;
          const name = `${data.profile.firstName} ${data.profile.lastName}`.trim();
          return (
            <dl className="account-details">
              <div>
                <dt>{intl.formatMessage(m.email)}</dt>
                <dd>{data.user.email}</dd>
              </div>
              {name && (
                <div>
                  <dt>{intl.formatMessage(m.name)}</dt>
                  <dd>{name}</dd>
                </div>
              )}
              {data.profile.phone && (
                <div>
                  <dt>{intl.formatMessage(m.phone)}</dt>
                  <dd>{data.profile.phone}</dd>
                </div>
              )}
              <div>
                <dt>{intl.formatMessage(m.slipConsent)}</dt>
                <dd>{intl.formatMessage(consent ? m.slipConsentGiven : m.slipConsentNotGiven)}</dd>
              </div>
            </dl>
          );
        }}
      </RequestStatus>

      <fieldset className="account-language">
        <legend>{intl.formatMessage(m.language)}</legend>
        {LANGUAGES.map(({ code, label }) => (
          <label key={code} className="account-choice" lang={code}>
            <input type="radio" name="profile-language" value={code} checked={language === code} onChange={() => chooseLanguage(code)} />
            <span>{intl.formatMessage(label)}</span>
          </label>
        ))}
      </fieldset>

      {(showNotifications || showUsers) && (
        <nav className="account-links" aria-label={intl.formatMessage(m.more)}>
          <ul>
            {showNotifications && (
              <li>
                <Link href={PATHS.notifications} className="account-link">{intl.formatMessage(m.notifications)}</Link>
              </li>
            )}
            {showUsers && (
              <li>
                <Link href={PATHS.users} className="account-link">{intl.formatMessage(m.users)}</Link>
              </li>
            )}
          </ul>
        </nav>
      )}

      <button type="button" className="button danger account-logout" onClick={onLogout}>
        {intl.formatMessage(m.logout)}
      </button>
    </section>
  );
}
