// A visitor gives a name and e-mail before chatting (schemas/forms/chat/visitor.schema.json, whose
// description says why).
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { formTextMessages } from '../../../renderers/form-messages.ts';
import { chatMessages as m } from './chat-messages.ts';
import { startVisitorChat } from './chat-sync.ts';
import { focusMessageOnOpen, takeMessageFocus } from './chat-focus.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { SchemaForm } from '../../flow/schema-form-part.ts';

interface VisitorData {
  name?: string;
  email?: string;
}

export function ChatVisitorForm() {
  const intl = useIntl();
  const [data, setData] = useState<VisitorData>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (values: VisitorData) => {
    setBusy(true);
    setFailed(false);
    focusMessageOnOpen();
    const ok = await startVisitorChat(values.name ?? '', values.email ?? '');
    if (!ok) takeMessageFocus();
    setBusy(false);
    if (!ok) setFailed(true);
  };
  return (
    <div className="chat-visitor">
      {failed && <p className="inline-error" role="alert">{intl.formatMessage(m.loadError)}</p>}
      <Suspense fallback={<p role="status" className="form-loading">{intl.formatMessage(formTextMessages.loading)}</p>}>
        <SchemaForm schemaId="chat-visitor" data={data} onChange={(values: object) => setData(values as VisitorData)} onSubmit={(values: object) => void submit(values as VisitorData)}>
          <SubmitButton busy={busy}>{intl.formatMessage(m.visitorStart)}</SubmitButton>
        </SchemaForm>
      </Suspense>
    </div>
  );
}
