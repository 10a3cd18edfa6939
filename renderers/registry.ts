// The renderer registry: a renderer is `{ name, test, component }`; the highest rank wins and a
// later registration wins a tie, so a brand pack or an integrator overrides a built-in by
// registering one with a higher (or equal, later) rank — never by editing a screen.
import { NOT_APPLICABLE, type SchemaNode, type Tester, type TesterContext, type UiNode } from './testers.ts';

export interface Renderer<C = unknown> {
  name: string;
  test: Tester;
  component: C;
  /** How a form engine mounts it: a widget edits one value (default); a field renders a whole
   * node, e.g. a group that adds a lookup above its own sub-fields. */
  kind?: 'widget' | 'field';
}

export interface Registry<C = unknown> {
  register(renderer: Renderer<C>): Registry<C>;
  pick(node: SchemaNode, context?: TesterContext): Renderer<C> | undefined;
  all(): readonly Renderer<C>[];
}

export function createRegistry<C>(initial: Renderer<C>[] = []): Registry<C> {
  const renderers: Renderer<C>[] = [...initial];
  const registry: Registry<C> = {
    register(renderer) {
      renderers.push(renderer);
      return registry;
    },
    pick(node, context = {}) {
      let best: Renderer<C> | undefined;
      let bestRank = NOT_APPLICABLE;
      for (const renderer of renderers) {
        const rank = renderer.test(node, context);
        if (rank >= 0 && rank >= bestRank) {
          best = renderer;
          bestRank = rank;
        }
      }
      return best;
    },
    all: () => renderers,
  };
  return registry;
}

type JsonSchema = SchemaNode & { properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] };

/**
 * The uiSchema the registry's picks give a schema: `'ui:widget': <renderer name>` on every leaf
 * it has a renderer for. A form's own uiSchema is merged over it and so still wins.
 */
export function autoUiSchema<C>(schema: JsonSchema, registry: Registry<C>, own: UiNode = {}): UiNode {
  const explicit = Boolean(own['ui:widget'] || own['ui:field']);
  const picked = explicit ? undefined : registry.pick(schema, { uiSchema: own });
  if (schema.type === 'object' && schema.properties && (!picked || picked.kind === 'field')) {
    // A group: its sub-fields get their own picks; a field renderer for the group wraps them.
    const out: UiNode = picked ? { 'ui:field': picked.name, ...own } : { ...own };
    for (const [key, child] of Object.entries(schema.properties)) {
      out[key] = autoUiSchema(child, registry, (own[key] as UiNode | undefined) ?? {});
    }
    return out;
  }
  if (schema.type === 'array' && schema.items) {
    // A renderer for the whole list (e.g. a choice of several entries known at run time) edits it
    // as one value; otherwise each item gets its own pick.
    if (picked && picked.kind !== 'field') return { 'ui:widget': picked.name, ...own };
    return { ...own, items: autoUiSchema(schema.items, registry, (own.items as UiNode | undefined) ?? {}) };
  }
  if (!picked) return own;
  // rjsf renders objects and field renderers through fields: those get `ui:field`.
  return schema.type === 'object' || picked.kind === 'field' ? { 'ui:field': picked.name, ...own } : { 'ui:widget': picked.name, ...own };
}
