// /user and /users (one screen, docs/product-rules.md#routes, docs/product-rules.md#access): the account's users from users.getAccountList,
// labelled You, Admin or User. When the flag users.manage.viewAddRemove is on and the signed-in
// user has no vuaId, users are added by e-mail (schema form → users.add) and removed after a
// confirm dialog (users.remove); otherwise the list is read only.
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { VaultUser } from '../../api/generated/api-types.ts';
import { appState } from '../../state/app-state.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { runCall } from '../../state/run-call.ts';
import { useCall } from '../../state/use-call.ts';
import { usersCall } from './account-calls.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import type { AddAUser } from '../../generated/forms/account-add-user.types.ts';
import { accountState } from './account-state.ts';
import { canManageUsers, fullName, sortedUsers, userLabel } from './account-rules.ts';
import { usersMessages as m, usersValueMessages as mv } from './account-messages.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import './account.css';
import { failureText } from '../../ui/failure-reason.ts';
import { busyButton } from '../../../renderers/busy-button.ts';

const AddUserForm = lazy(() => import('./add-user-form.tsx'));

/** Runs a change in the app's sending state (menus disabled meanwhile). */
async function sending<T>(run: () => Promise<T>): Promise<T> {
  appState.sendingData = true;
  try {
    return await run();
  } finally {
    appState.sendingData = false;
  }
}

export default function UsersScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  const { addUser, removeUser } = useSnapshot(accountState);
  const users = useCall(...usersCall.args);
  const manage = canManageUsers(runtime, user);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Pick<VaultUser, 'id' | 'email' | 'firstName' | 'lastName'> | null>(null);
  const [done, setDone] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);

  useLayoutEffect(() => {
    if (focusAdd.current && !adding) {
      focusAdd.current = false;
      addButton.current?.focus();
    }
  });

  const add = async (answer: AddAUser) => {
    const outcome = await sending(() => runCall(accountState, 'addUser', 'users.add', answer));
    if (!outcome.ok) return;
    setDone(intl.formatMessage(mv.added, { name: fullName(outcome.data) }));
    focusAdd.current = true;
    setAdding(false);
    await users.refresh();
  };

  const remove = async () => {
    if (!removing) return;
    const outcome = await sending(() => runCall(accountState, 'removeUser', 'users.remove', { id: removing.id }));
    if (!outcome.ok) return;
    setDone(intl.formatMessage(mv.removed, { name: fullName(removing) }));
    setRemoving(null);
    await users.refresh();
    // The removed user's row (and its button) is gone: focus goes back to the screen's heading.
    heading.current?.focus();
  };

  const labels = { you: m.you, admin: m.admin, user: m.user };

  return (
    <section className="screen account-screen users-screen">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      <p className="account-intro">{intl.formatMessage(m.intro)}</p>
      <RequestStatus
        call={users}
        loadingText={intl.formatMessage(m.loading)}
        errorText={intl.formatMessage(m.loadError)}
        isEmpty={(data) => data.users.length === 0}
        emptyText={intl.formatMessage(m.empty)}
      >
        {(data) => (
          <ul className="account-users">
            {sortedUsers(data.users).map((entry) => {
              const label = userLabel(entry);
              const name = fullName(entry);
              return (
                <li key={entry.id} className="account-user">
                  <span className="account-user-text">
                    <span className="account-user-name">{name}</span>
                    <span className="account-user-email">{entry.email}</span>
                  </span>
                  <span className={`account-user-label label-${label}`}>{intl.formatMessage(labels[label])}</span>
                  {manage && !entry.isYou && (
                    <button
                      type="button"
                      className="button"
                      {...busyButton(removeUser.inProgress)}
                      aria-label={intl.formatMessage(mv.removeNamed, { name })}
                      onClick={() => {
                        accountState.removeUser.success = null;
                        setDone('');
                        setRemoving({ id: entry.id, email: entry.email, firstName: entry.firstName, lastName: entry.lastName });
                      }}
                    >
                      {intl.formatMessage(m.remove)}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </RequestStatus>
      <p role="status" className="account-done">{done}</p>
      {manage ? (
        users.data !== null &&
        (adding ? (
          <Suspense fallback={<p role="status" className="request-loading">{intl.formatMessage(m.formLoading)}</p>}>
            {addUser.success === false && (
              <div className="inline-error" role="alert">
                <p>
                  {failureText(intl, intl.formatMessage(m.addError), addUser.message)}
                </p>
              </div>
            )}
            <AddUserForm
              busy={addUser.inProgress}
              onAdd={(answer) => void add(answer)}
              onCancel={() => {
                focusAdd.current = true;
                setAdding(false);
              }}
            />
          </Suspense>
        ) : (
          <button
            ref={addButton}
            type="button"
            className="button primary"
            onClick={() => {
              accountState.addUser.success = null;
              setDone('');
              setAdding(true);
            }}
          >
            {intl.formatMessage(m.add)}
          </button>
        ))
      ) : (
        <p className="account-note">{intl.formatMessage(m.readOnly)}</p>
      )}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage(mv.removeQuestion, { name: fullName(removing) })}
          confirmLabel={intl.formatMessage(removeUser.inProgress ? m.removing : m.remove)}
          cancelLabel={intl.formatMessage(m.cancel)}
          busy={removeUser.inProgress}
          error={
            removeUser.success === false && (
              <div className="inline-error" role="alert">
                <p>
                  {failureText(intl, intl.formatMessage(m.removeError), removeUser.message)}
                </p>
              </div>
            )
          }
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        >
          <p>{intl.formatMessage(mv.removeExplained, { email: removing.email })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
