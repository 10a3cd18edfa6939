// The schema-aware settings editor: CodeMirror 6 with codemirror-json-schema (completion of keys
// and enum values, the description on hover, errors underlined) over the bundled settings schema,
// each hover linking to the property's section of the settings reference.
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, lineNumbers, highlightActiveLine, type Tooltip } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { bracketMatching, foldGutter, syntaxHighlighting, defaultHighlightStyle, syntaxTree } from '@codemirror/language';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { getJsonPointers, jsonCompletion, jsonPointerForPosition, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { SettingsCheck } from '../scripts/check-config-engine.ts';
import settingsSchema from '../src/generated/settings.schema.json';
import { anchorOf, referencePathOf, type ReferenceSection } from '../scripts/settings-reference.ts';
import { t } from './studio-messages.ts';

const MODE = 'json4';

/** The library's hover, with the property's own description and a link to its section of the reference. */
function hoverWithReference(sections: ReferenceSection[]) {
  const describe = jsonSchemaHover();
  return async (view: EditorView, pos: number, side: -1 | 1): Promise<Tooltip | null> => {
    const tooltip = await describe(view, pos, side);
    if (!tooltip) return null;
    const path = referencePathOf(jsonPointerForPosition(view.state, pos, side, MODE), sections);
    if (!path) return tooltip;
    return {
      ...tooltip,
      create(editorView) {
        const shown = tooltip.create(editorView);
        // The library shows a referenced definition's text (e.g. what a colour is); the
        // property's own description comes first.
        const own = sections.flatMap((section) => section.entries).find((entry) => entry.path === path)?.description;
        if (own && !(shown.dom.textContent ?? '').includes(own)) {
          const paragraph = document.createElement('p');
          paragraph.className = 'property-description';
          paragraph.textContent = own;
          shown.dom.prepend(paragraph);
        }
        const link = document.createElement('a');
        link.href = `/__studio/reference#${encodeURIComponent(anchorOf(path))}`;
        link.target = '_blank';
        link.rel = 'noopener';
        link.className = 'reference-link';
        link.textContent = `${t.reference}: docs/settings.md#${anchorOf(path)}`;
        shown.dom.append(link);
        return shown;
      },
    };
  };
}

/**
 * Errors and unknown keys underlined where they are, from check-config's engine (the problems
 * panel's very checks; the runtime's precompiled validator is also much faster than validating
 * against the schema in the page, which shares its thread with the frames).
 */
function settingsLinter(check: (text: string) => SettingsCheck) {
  return (view: EditorView): Diagnostic[] => {
    const text = view.state.doc.toString();
    try {
      JSON.parse(text);
    } catch {
      return []; // Not JSON yet: the JSON parse linter says where.
    }
    const result = check(text);
    const diagnostic = (severity: 'error' | 'warning') => (issue: { pointer: string; message: string }): Diagnostic => {
      const place = locate(view, issue.pointer);
      const to = place.value?.to ?? Math.min(place.keyFrom + 1, view.state.doc.length);
      return { from: place.keyFrom, to, severity, message: `${issue.pointer || '/'}: ${issue.message}` };
    };
    return [...result.errors.map(diagnostic('error')), ...result.warnings.map(diagnostic('warning'))];
  };
}

export function createEditor(parent: HTMLElement, text: string, sections: ReferenceSection[], onChange: (text: string) => void, check: (text: string) => SettingsCheck): EditorView {
  const schema = settingsSchema as unknown as Parameters<typeof stateExtensions>[0];
  const extensions: Extension[] = [
    lineNumbers(),
    foldGutter(),
    history(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    syntaxHighlighting(defaultHighlightStyle),
    autocompletion(),
    lintGutter(),
    keymap.of([...defaultKeymap, ...historyKeymap, ...completionKeymap]),
    json(),
    linter(jsonParseLinter()),
    linter(settingsLinter(check), { delay: 300 }),
    jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
    hoverTooltip(hoverWithReference(sections)),
    stateExtensions(schema),
    EditorView.contentAttributes.of({ 'aria-label': t.editorLabel }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
  return new EditorView({ state: EditorState.create({ doc: text, extensions }), parent });
}

interface Place {
  /** The property's key (or, for an array item, the item itself). */
  keyFrom: number;
  /** The property's value; absent for a pointer to a missing key (its parent's place is given). */
  value?: { from: number; to: number };
}

/** The value of the property whose name starts at `keyFrom`: the last child of its Property node
 * (the library's own valueFrom/valueTo land on the colon with @lezer/json's grammar). */
function valueOf(view: EditorView, keyFrom: number): { from: number; to: number } | undefined {
  const property = syntaxTree(view.state).resolveInner(keyFrom, 1).parent;
  const value = property?.name === 'Property' ? property.lastChild : null;
  return value && value.name !== 'PropertyName' && value.name !== '⚠' ? { from: value.from, to: value.to } : undefined;
}

/** Where a pointer is in the text: the deepest existing location on its way (a missing key's parent). */
export function locate(view: EditorView, pointer: string): Place {
  const pointers = getJsonPointers(view.state, MODE);
  let at = pointer;
  for (;;) {
    const found = pointers.get(at);
    if (found) {
      const value = valueOf(view, found.keyFrom);
      return value ? { keyFrom: found.keyFrom, value } : { keyFrom: found.keyFrom };
    }
    if (at === '') return { keyFrom: 0 };
    at = at.slice(0, at.lastIndexOf('/'));
  }
}

export function revealPointer(view: EditorView, pointer: string): void {
  const place = locate(view, pointer);
  view.dispatch({ selection: { anchor: place.keyFrom, head: place.value?.to ?? place.keyFrom }, scrollIntoView: true });
  view.focus();
}

/** The value at `pointer` replaced by `value`, or the property removed (with its comma) when `value` is undefined. */
export function resetAt(view: EditorView, pointer: string, value: unknown): void {
  const found = getJsonPointers(view.state, MODE).get(pointer);
  const place = found ? valueOf(view, found.keyFrom) : undefined;
  if (!found || !place) return;
  if (value !== undefined) {
    view.dispatch({ changes: { from: place.from, to: place.to, insert: JSON.stringify(value) } });
    return;
  }
  const text = view.state.doc.toString();
  let from = found.keyFrom;
  let to = place.to;
  const after = /^\s*,\s*/.exec(text.slice(to));
  if (after) to += after[0].length;
  else {
    const before = /,\s*$/.exec(text.slice(0, from));
    if (before) from -= before[0].length;
  }
  view.dispatch({ changes: { from, to, insert: '' } });
}
