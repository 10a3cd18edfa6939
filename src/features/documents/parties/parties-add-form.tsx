// The add-a-driver / add-a-vehicle form of a policy (policy-parties.tsx): its schema form
// (schemas/forms/documents/add-driver|add-vehicle.schema.json) with the built-in renderers plus
// the string picker, whose options are the account's entries not on the policy yet. Loaded on
// demand (the form engine with it) when the user asks to add one.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import SchemaForm from '../../../../renderers/schema-form.tsx';
import { builtInRegistry } from '../../../../renderers/built-in-renderers.ts';
import type { FormId } from '../../../../renderers/form-catalogue.ts';
import type { PickOption } from '../../../../renderers/fields/lookup-context.ts';
import { pickerSelectRenderer, type PickerSelectContext } from './parties-picker-renderer.tsx';
import { partiesMessages as m } from './parties-messages.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';

const registry = builtInRegistry().register(pickerSelectRenderer);

export interface PartiesAddFormProps {
  schemaId: Extract<FormId, 'documents-add-driver' | 'documents-add-vehicle'>;
  /** The form's one field: the chosen entry's id. */
  field: 'driverId' | 'vehicleId';
  pickOptions: (source: string) => Promise<PickOption[]>;
  busy: boolean;
  onAdd: (id: string) => void;
  onCancel: () => void;
}

export default function PartiesAddForm({ schemaId, field, pickOptions, busy, onAdd, onCancel }: PartiesAddFormProps) {
  const intl = useIntl();
  const [data, setData] = useState<Record<string, string | undefined>>({});
  const context = useMemo<PickerSelectContext>(() => ({ pickOptions, focusPicker: true }), [pickOptions]);
  return (
    <div className="parties-add-form">
      <SchemaForm<typeof schemaId, Record<string, string | undefined>>
        schemaId={schemaId}
        registry={registry}
        formContext={context as Record<string, unknown>}
        data={data}
        onChange={setData}
        onSubmit={(answer) => {
          const id = answer[field];
          if (id) onAdd(id);
        }}
      >
        <div className="parties-actions">
          <SubmitButton busy={busy}>{intl.formatMessage(busy ? m.saving : m.add)}</SubmitButton>
          <button type="button" className="button" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </button>
        </div>
      </SchemaForm>
    </div>
  );
}
