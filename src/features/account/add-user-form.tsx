// The add-a-user form (schemas/forms/account/add-user.schema.json), loaded with the form engine
// only when the account holder asks to add someone.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import SchemaForm from '../../../renderers/schema-form.tsx';
import type { AddAUser as AccountAddUserForm } from '../../generated/forms/account-add-user.types.ts';
import { usersMessages as m } from './account-messages.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';

export interface AddUserFormProps {
  busy: boolean;
  onAdd: (user: AccountAddUserForm) => void;
  onCancel: () => void;
}

export default function AddUserForm({ busy, onAdd, onCancel }: AddUserFormProps) {
  const intl = useIntl();
  const [data, setData] = useState<Partial<AccountAddUserForm>>({ role: 'user' });
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // Opened by the Add button, which is gone now: focus goes to the form's heading.
  useLayoutEffect(() => title.current?.focus(), []);
  return (
    <section className="add-user-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>{intl.formatMessage(m.add)}</h2>
      <SchemaForm<'account-add-user', Partial<AccountAddUserForm>> schemaId="account-add-user" data={data} onChange={setData} onSubmit={(answer) => onAdd(answer as AccountAddUserForm)}>
        <div className="account-actions">
          <SubmitButton busy={busy}>{intl.formatMessage(busy ? m.adding : m.add)}</SubmitButton>
          <button type="button" className="button" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </button>
        </div>
      </SchemaForm>
    </section>
  );
}
