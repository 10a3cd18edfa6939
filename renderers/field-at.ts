// The field an error is about (a.b, list.0.c) and the label the user reads for it. A node without
// a title of its own (an item of a list of choices) takes its nearest titled parent's label, the
// form's at worst: a raw path such as "selectedPaymentPolicies.0" never reaches a message.

export type SchemaNodeTree = { title?: string; 'x-renderer'?: string; properties?: Record<string, SchemaNodeTree>; items?: SchemaNodeTree; minimum?: number; maximum?: number; minLength?: number; maxLength?: number };
export type UiTree = { 'ui:title'?: string; items?: UiTree; [key: string]: unknown };

/** The schema node at an error's path and its label as the form shows it. */
export function fieldAt(schema: SchemaNodeTree, ui: UiTree, path: string): { node: SchemaNodeTree; label: string } {
  let node: SchemaNodeTree | undefined = schema;
  let uiNode: UiTree | undefined = ui;
  let label = ui['ui:title'] ?? schema.title ?? '';
  for (const part of path.split('.').filter(Boolean)) {
    const index = /^\d+$/.test(part);
    node = index ? node?.items : node?.properties?.[part];
    uiNode = (index ? uiNode?.items : uiNode?.[part]) as UiTree | undefined;
    label = uiNode?.['ui:title'] ?? node?.title ?? label;
  }
  return { node: node ?? {}, label };
}
