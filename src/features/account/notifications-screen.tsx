// /user/notifications: notifications on this device (push, docs/product-rules.md#push) and the account's
// notification settings (notifications.getSettings → schema form → notifications.saveSettings).
// Push preferences are asked only for what the account pushes (flags push.chat, push.documents)
// and not in the widget, where push is off.
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { deepEquals, type UiSchema } from '@rjsf/utils';
import SchemaForm from '../../../renderers/schema-form.tsx';
import type { NotificationSettings } from '../../api/generated/api-types.ts';
import { appState } from '../../state/app-state.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { runCall } from '../../state/run-call.ts';
import { useCall } from '../../state/use-call.ts';
import { notificationSettingsCall } from './account-calls.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { accountState } from './account-state.ts';
import { pushOffered } from './account-rules.ts';
import { notificationsMessages as m } from './account-messages.ts';
import { PushPanel } from './push-panel.tsx';
import './account.css';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { failureText } from '../../ui/failure-reason.ts';

/** Push preferences are asked only for what the account pushes, and not where push is off. */
export function pushPreferences(flags: Record<string, boolean>, pushShown: boolean): { fields?: string[]; uiSchema: UiSchema } {
  const hidden = { 'ui:widget': 'hidden' };
  if (!pushShown || !(flags['push.chat'] || flags['push.documents'])) return { fields: ['email'], uiSchema: {} };
  return { uiSchema: { push: { ...(flags['push.chat'] ? {} : { chat: hidden }), ...(flags['push.documents'] ? {} : { documents: hidden }) } } };
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const { saveNotifications } = useSnapshot(accountState);
  // rjsf writes into its data: a plain copy, never the read-only snapshot (a proxy: not structured-cloneable).
  const [data, setData] = useState<NotificationSettings>(() => JSON.parse(JSON.stringify(initial)) as NotificationSettings);
  const [saved, setSaved] = useState(false);
  // The server's values as last shown. Newer ones (asked for again, e.g. on a change of language)
  // replace the form's while it holds those values (nothing changed, or a box ticked then unticked);
  // a change not yet saved stays.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    if (deepEquals(data, shown)) setData(JSON.parse(JSON.stringify(initial)) as NotificationSettings);
  }
  const titleId = useId();
  // Kept across renders: a new uiSchema would make the form rebuild its labels on every change.
  const flags = runtime?.flags;
  const pushShown = runtime?.shell.push ?? false;
  const preferences = useMemo(() => pushPreferences(flags ?? {}, pushShown), [flags, pushShown]);

  const save = async (answer: NotificationSettings) => {
    setSaved(false);
    appState.sendingData = true;
    try {
      const outcome = await runCall(accountState, 'saveNotifications', 'notifications.saveSettings', answer);
      if (outcome.ok) {
        accountState.notificationSettings.data = outcome.data;
        setSaved(true);
      }
    } finally {
      appState.sendingData = false;
    }
  };

  return (
    <section className="account-settings" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(m.settingsTitle)}</h2>
      <SchemaForm<'account-notifications', NotificationSettings>
        schemaId="account-notifications"
        data={data}
        uiSchema={preferences.uiSchema}
        {...(preferences.fields ? { fields: preferences.fields } : {})}
        onChange={(next) => {
          // rjsf also reports unchanged data (after a render): only a real change hides 'saved'.
          if (JSON.stringify(next) !== JSON.stringify(data)) setSaved(false);
          setData(next);
        }}
        onSubmit={(answer) => void save(answer)}
      >
        <div className="account-actions">
          <SubmitButton busy={saveNotifications.inProgress}>{intl.formatMessage(saveNotifications.inProgress ? m.saving : m.save)}</SubmitButton>
        </div>
      </SchemaForm>
      {saveNotifications.success === false && (
        <div className="inline-error" role="alert">
          <p>
            {failureText(intl, intl.formatMessage(m.saveError), saveNotifications.message)}
          </p>
        </div>
      )}
      <p role="status" className="account-done">{saved ? intl.formatMessage(m.saved) : ''}</p>
    </section>
  );
}

export default function NotificationsScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const settings = useCall(...notificationSettingsCall.args);
  // A save's state belongs to this visit of the screen.
  useEffect(() => {
    accountState.saveNotifications.success = null;
  }, []);

  return (
    <section className="screen account-screen notifications-screen">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      {pushOffered(runtime) ? <PushPanel /> : <p className="account-note">{intl.formatMessage(m.pushOff)}</p>}
      <RequestStatus call={settings} loadingText={intl.formatMessage(m.loading)} errorText={intl.formatMessage(m.loadError)}>
        {(data) => <SettingsForm initial={data as NotificationSettings} />}
      </RequestStatus>
    </section>
  );
}
