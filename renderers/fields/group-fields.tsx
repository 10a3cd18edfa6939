import type { FieldProps } from '@rjsf/utils';

/** A group's own fields as rjsf lays them out: what field renderers of a group render below their extra. */
export function GroupFields(props: FieldProps) {
  const ObjectField = props.registry.fields.ObjectField;
  return ObjectField ? <ObjectField {...props} /> : null;
}
