// The settings studio's page: the editor, the problems panel (check-config's engine), the brand
// contrast check, the differences from the defaults, and the app's frames, which re-render on
// every valid edit (frame-main.tsx).
import type { EditorView } from '@codemirror/view';
import { brandContrast, checkSettingsText, brokerIdOf, type SettingsCheck } from '../scripts/check-config-engine.ts';
import { differencesFromDefaults } from '../scripts/settings-diff.ts';
import { settingsReference, type SchemaNode } from '../scripts/settings-reference.ts';
import { createDefaultSettings } from '../src/settings/default-settings.ts';
import settingsSchema from '../src/generated/settings.schema.json';
import { createEditor, resetAt, revealPointer } from './editor.ts';
import { FRAME_HEIGHT, FRAME_WIDTH, frameName, type FrameOptions, type StudioMessage } from './frame-options.ts';
import { ratioText, studioLanguage, t } from './studio-messages.ts';
import { STUDIO_TOKEN_HEADER } from './write-token-header.ts';

/** Quiet time after the last keystroke before the frames are told (part of the 500 ms budget). */
const SETTLE_MS = 50;
const SCALE = { phone: 0.6, desktop: 0.4 } as const;

interface Opened {
  file: string;
  saveTo: string;
  fallbackId: string;
  text: string;
  /** Sent with every write: the server takes writes only from its own page (studio-access.ts). */
  writeToken: string;
}

function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} missing from studio/index.html`);
  return found as T;
}

function node<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const created = Object.assign(document.createElement(tag), props);
  created.append(...children);
  return created;
}

function code(text: string): HTMLElement {
  return node('code', { textContent: text });
}

const opened = (await (await fetch('/__studio/opened')).json()) as Opened;
/** A write to the studio's server: JSON, with the token it gave this page. */
const write = (path: string, method: 'PUT' | 'POST', text: string) => fetch(path, { method, body: text, headers: { 'Content-Type': 'application/json', [STUDIO_TOKEN_HEADER]: opened.writeToken } });
const sections = settingsReference({ schema: settingsSchema as unknown as SchemaNode, defaults: {}, examples: [] });
document.documentElement.lang = studioLanguage === 'fr' ? 'fr-CA' : 'en-CA';
document.title = t.title;
element('title').textContent = t.title;
element('file').textContent = opened.file;
element('save').textContent = t.save;
element('download').textContent = t.download;
element('problems-title').textContent = t.problems;
element('contrast-title').textContent = t.contrast;
element('differences-title').textContent = t.differences;
element('frames-title').textContent = t.frames;
const status = element('status');

// ---- Checks, contrast and differences --------------------------------------------------------

let view: EditorView;

function renderProblems(check: SettingsCheck, contrastProblems: { pointer: string; message: string }[]): void {
  const list = element('problems');
  const items = [
    ...check.errors.map((issue) => ({ ...issue, kind: 'error' as const })),
    ...check.warnings.map((issue) => ({ ...issue, kind: 'warning' as const })),
    ...contrastProblems.map((issue) => ({ ...issue, kind: 'warning' as const })),
  ];
  list.replaceChildren(
    ...items.map((issue) => {
      const button = node('button', { type: 'button' }, `${issue.kind === 'error' ? t.error : t.warning} `, code(issue.pointer || '/'), ` ${issue.message}`);
      button.dataset.pointer = issue.pointer;
      button.addEventListener('click', () => revealPointer(view, issue.pointer));
      return node('li', { className: issue.kind }, button);
    }),
  );
  if (items.length === 0) list.replaceChildren(node('li', { textContent: t.noProblems }));
  const kept = element('kept');
  kept.hidden = check.errors.length === 0;
  kept.textContent = t.keptLastValid;
}

function renderContrast(raw: unknown): { pointer: string; message: string }[] {
  const checks = brandContrast(raw, opened.fallbackId);
  element('contrast').replaceChildren(
    ...checks.map((check, i) => {
      const swatch = node('span', { className: 'swatch', textContent: 'Aa' });
      swatch.style.background = check.background;
      swatch.style.color = check.text;
      const where = i === 0 ? t.phoneColours : t.desktopColours;
      return node('li', { className: check.passesAA ? 'pass' : 'fail' }, swatch, `${t.contrastRow(where, ratioText(check.ratio), check.passesAA)} (${check.background} / ${check.text})`);
    }),
  );
  return checks.filter((check) => !check.passesAA).map((check) => ({ pointer: check.pointer, message: t.contrastProblem(ratioText(check.ratio)) }));
}

function renderDifferences(raw: unknown): void {
  const differences = differencesFromDefaults(raw, createDefaultSettings(brokerIdOf(raw, opened.fallbackId)));
  const list = element('differences');
  list.replaceChildren(
    ...differences.map((difference) => {
      const reset = node('button', { type: 'button', textContent: t.reset });
      reset.setAttribute('aria-label', t.resetLabel(difference.pointer));
      reset.addEventListener('click', () => resetAt(view, difference.pointer, difference.hasDefault ? difference.default : undefined));
      const values = node('span', { className: 'values' }, code(difference.pointer), ` = ${JSON.stringify(difference.value)} (${difference.hasDefault ? t.defaultIs(JSON.stringify(difference.default)) : t.noDefault})`);
      const item = node('li', {}, values, reset);
      item.dataset.pointer = difference.pointer;
      return item;
    }),
  );
  if (differences.length === 0) list.replaceChildren(node('li', { textContent: t.noDifferences }));
}

// ---- Frames -----------------------------------------------------------------------------------

const frames: FrameOptions[] = [
  { id: 'f1', device: 'phone', mode: 'page', language: 'en', session: 'signed-out' },
  { id: 'f2', device: 'desktop', mode: 'page', language: 'en', session: 'signed-in' },
  { id: 'f3', device: 'phone', mode: 'widget', language: 'fr', session: 'signed-in' },
];
let nextFrame = frames.length + 1;

function caption(options: FrameOptions): string {
  return [options.device === 'phone' ? t.phone : t.desktop, options.mode === 'page' ? t.page : t.widget, options.language === 'fr' ? t.french : t.english, options.session === 'signed-in' ? t.signedIn : t.signedOut].join(' · ');
}

function frameElement(options: FrameOptions): HTMLElement {
  const width = FRAME_WIDTH[options.device];
  const height = FRAME_HEIGHT[options.device];
  const scale = SCALE[options.device];
  const iframe = node('iframe', { name: frameName(options), src: options.mode === 'widget' ? '/?mode=widget' : '/', title: t.frameTitle(caption(options)) });
  iframe.width = String(width);
  iframe.height = String(height);
  iframe.style.transform = `scale(${scale})`;
  const viewport = node('div', { className: 'viewport' }, iframe);
  viewport.style.width = `${Math.round(width * scale)}px`;
  viewport.style.height = `${Math.round(height * scale)}px`;
  const remove = node('button', { type: 'button', textContent: t.removeFrame });
  const container = node('article', { className: 'frame' }, node('header', {}, node('span', { textContent: caption(options) }), remove), viewport);
  container.style.width = `calc(${Math.round(width * scale)}px + 0.5rem + 2px)`;
  Object.assign(container.dataset, { frameId: options.id, device: options.device, mode: options.mode, language: options.language, session: options.session, renderedEdit: '-1' });
  remove.addEventListener('click', () => {
    frames.splice(frames.indexOf(options), 1);
    container.remove();
  });
  return container;
}

function select(name: string, label: string, choices: [string, string][]): HTMLLabelElement {
  const field = node('select', { name });
  field.append(...choices.map(([value, text]) => node('option', { value, textContent: text })));
  return node('label', {}, label, field);
}

function renderAddFrame(): void {
  const form = element<HTMLFormElement>('add-frame');
  form.replaceChildren(
    select('device', t.device, [['phone', t.phone], ['desktop', t.desktop]]),
    select('mode', t.mode, [['page', t.page], ['widget', t.widget]]),
    select('language', t.language, [['en', t.english], ['fr', t.french]]),
    select('session', t.session, [['signed-out', t.signedOut], ['signed-in', t.signedIn]]),
    node('button', { type: 'submit', textContent: t.addFrame }),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const options: FrameOptions = {
      id: `f${nextFrame++}`,
      device: data.get('device') === 'desktop' ? 'desktop' : 'phone',
      mode: data.get('mode') === 'widget' ? 'widget' : 'page',
      language: data.get('language') === 'fr' ? 'fr' : 'en',
      session: data.get('session') === 'signed-in' ? 'signed-in' : 'signed-out',
    };
    frames.push(options);
    element('frames').append(frameElement(options));
  });
}

// ---- Edits reach the frames --------------------------------------------------------------------

/** Per edit: when its last keystroke was, and when each frame had repainted with it. */
interface EditTiming {
  keystroke: number;
  frames: Record<string, number>;
}
const timings: EditTiming[] = [];
let edits = 0;

window.addEventListener('message', (event: MessageEvent<StudioMessage>) => {
  if (event.origin !== window.location.origin || event.data?.type !== 'studio:rendered') return;
  const { id, edit } = event.data;
  const timing = timings[edit - 1];
  if (timing) timing.frames[id] = performance.now();
  const container = document.querySelector<HTMLElement>(`.frame[data-frame-id="${id}"]`);
  if (container && Number(container.dataset.renderedEdit) < edit) container.dataset.renderedEdit = String(edit);
});

/** For scripts/studio-bench.ts: keystroke → every frame repainted, in ms, per edit. */
(window as Window & { studioTimings?: () => { edit: number; ms: number | null }[] }).studioTimings = () =>
  timings.map((timing, i) => {
    const shown = frames.map((frame) => timing.frames[frame.id]);
    return { edit: i + 1, ms: shown.every((at) => at !== undefined) ? Math.max(...(shown as number[])) - timing.keystroke : null };
  });

let settle: number | undefined;
let lastKeystroke = 0;

function apply(text: string, keystroke: number): void {
  const check = checkSettingsText(text, opened.fallbackId);
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    raw = undefined;
  }
  const contrastProblems = raw === undefined ? [] : renderContrast(raw);
  if (raw !== undefined) renderDifferences(raw);
  renderProblems(check, contrastProblems);
  if (check.errors.length > 0) return;
  // The server answers these settings from now on (a frame that loads again gets them); the
  // frames get them at once.
  void write('/__studio/settings', 'PUT', text).catch(() => undefined);
  edits += 1;
  timings.push({ keystroke, frames: {} });
  element('frames').dataset.edit = String(edits);
  for (const iframe of document.querySelectorAll<HTMLIFrameElement>('.frame iframe')) {
    iframe.contentWindow?.postMessage({ type: 'studio:settings-changed', edit: edits, settings: raw } satisfies StudioMessage, window.location.origin);
  }
}

function onEdit(text: string): void {
  lastKeystroke = performance.now();
  window.clearTimeout(settle);
  const keystroke = lastKeystroke;
  settle = window.setTimeout(() => apply(text, keystroke), SETTLE_MS);
}

// ---- Save and download -------------------------------------------------------------------------

element('save').addEventListener('click', async () => {
  try {
    const response = await write('/__studio/save', 'POST', view.state.doc.toString());
    const answer = (await response.json()) as { file?: string };
    status.textContent = response.ok && answer.file ? t.saved(answer.file) : t.notSaved;
  } catch {
    status.textContent = t.saveFailed;
  }
});

element('download').addEventListener('click', () => {
  const url = URL.createObjectURL(new Blob([view.state.doc.toString()], { type: 'application/json' }));
  const link = node('a', { href: url, download: opened.file.split(/[\\/]/).pop() ?? 'settings.json' });
  link.click();
  URL.revokeObjectURL(url);
});

view = createEditor(element('editor'), opened.text, sections, onEdit, (text) => checkSettingsText(text, opened.fallbackId));
renderAddFrame();
element('frames').replaceChildren(...frames.map(frameElement));
element('frames').dataset.edit = '0';
const first = checkSettingsText(opened.text, opened.fallbackId);
let firstRaw: unknown;
try {
  firstRaw = JSON.parse(opened.text) as unknown;
} catch {
  firstRaw = undefined;
}
renderProblems(first, firstRaw === undefined ? [] : renderContrast(firstRaw));
if (firstRaw !== undefined) renderDifferences(firstRaw);
