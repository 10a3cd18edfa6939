// What a feature tells the rest of the app, in its folder's `feature.ts`: its routes, its entry in
// the default main menu, the icon and path its menu entries get, and its state slices. The route
// table, the default menu, the icon map and the slice registry are collected from these
// (feature-registry.ts); nothing else lists features.
import type { ComponentType } from 'react';
import { preloadableScreen, type Preloadable } from '../ui/preloadable.tsx';
import type { MessageDescriptor } from 'react-intl';
import { withScreenMessages } from '../i18n/load-catalogue.ts';
import { appState } from '../state/app-state.ts';
import type { FeatureKey, Settings } from '../settings/settings-types.ts';
import type { Runtime } from '../settings/runtime.ts';
import type { AppPath } from '../paths/paths.ts';
import type { RouteDef } from '../routes/route-types.ts';
import type { NavigationRule } from '../routes/navigation-rules.ts';
import { whenRestored, type SliceSchema, type UnsentWork } from '../state/persistence.ts';
import { withDraftChoice } from '../ui/resume-draft-choice.tsx';
import { paintsFirst, preloadForms, type FirstRenderForm } from '../flow/schema-form-part.ts';

export interface SliceDeclaration {
  /** Storage name of the slice (under the product prefix). */
  name: string;
  state: object;
  initial: object;
  /** true: every key persists; a list: only these keys; false: memory only (e.g. review). */
  persist: boolean | string[];
  /**
   * Validator of the persisted part, read back from storage: the precompiled validator of
   * schemas/state/<name>.schema.json (compiled by `npm run generate` into
   * src/generated/state/<name>.validator.js, exporting Stored<Name>State). A wrong stored key reads as its initial value.
   * Declared lazily, `{ load: () => import('…/<name>.validator.js').then((m) => m.X) }`, it stays
   * out of the first page: the slice is restored once it has loaded and is at its initial value
   * until then, so every screen that shows it names it in lazyScreen(load, [name]).
   */
  schema?: SliceSchema;
  /**
   * A draft: stored per signed-in user (another user signing in on the same browser never sees it;
   * an automatic logout keeps it for that user; an explicit logout deletes it, after the user menu
   * has asked when `hasContent`).
   */
  perUser?: boolean;
  /** With perUser, on a public screen: a visitor's draft is kept too, under its own key (a reload keeps it; a signed-in user never sees it). */
  visitors?: boolean;
  /** Whether the slice holds answers the user would lose (default: it differs from `initial`). */
  hasContent?: (state: object) => boolean;
  /** What the slice holds unsent, by kind with counts, for the explicit logout's question (in its state or IndexedDB). */
  unsent?: (state: object, owner: string) => UnsentWork[] | Promise<UnsentWork[]>;
  /** Called with the user key when that user's draft is deleted: drop what it keeps elsewhere (files in IndexedDB). */
  onDiscard?: (owner: string) => void | Promise<void>;
  /** Read again when another tab writes it (what every tab must see alike): src/state/persistence.ts. */
  syncTabs?: boolean;
}

export interface FeatureDeclaration {
  /** The folder's name. */
  name: string;
  /** The settings switch (`features.<key>`) the feature's routes and menu entries need. */
  key?: FeatureKey;
  routes: RouteDef[];
  menu?: {
    /** Built-in icon (src/ui/icon.tsx) of the feature's menu entries that name none. */
    icon?: string;
    /** Where a menu entry of the feature leads when it gives no url (default: the first route). */
    path?: (settings: Settings) => AppPath;
    /** Its entry in the default main menu (used when settings give no featuresAndOptions). */
    defaultEntry?: { order: number; name: MessageDescriptor; description: MessageDescriptor };
  };
  slices?: SliceDeclaration[];
  /** What the feature keeps or clears when the user navigates (docs/product-rules.md#navigation-resets), applied by the route gate. */
  navigation?: NavigationRule[];
  /**
   * Runs once the runtime is known, whatever the route (e.g. the chat's realtime channel, which
   * counts unread messages on every page). Keep it small: import the work lazily inside.
   */
  start?: (runtime: Runtime) => void;
}

/** Identity, for type checking and one recognisable shape per feature.ts. */
export function defineFeature(feature: FeatureDeclaration): FeatureDeclaration {
  return feature;
}

/**
 * A screen as a lazy chunk that brings the `screens` catalogue part with it (its texts are not in
 * the first page). scripts/i18n.ts follows the `import()` inside withScreenMessages. `slices`:
 * slices with a lazy schema the screen shows; it renders only once they are restored from storage,
 * and, while one holds a visitor's draft from an earlier page, only after the person has chosen to
 * continue or start over (src/ui/resume-draft-choice.tsx). `forms`: the forms its first render
 * shows, loaded beside it with the form engine (their chunks asked for at once, through their own
 * loaders), so the screen appears with its form; for a form painted first, its schema alone.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, slices: readonly string[] = [], forms: readonly FirstRenderForm[] = []): Preloadable<object> {
  // A form painted before the engine waits for its schema only; the screen loads the engine after
  // its first paint (docs/adr/0086-login-before-the-form-engine.md).
  const waited = forms.filter((form) => !paintsFirst(form));
  const paintedFirst = forms.filter(paintsFirst);
  const loadWithForms =
    forms.length === 0 ? load : () => Promise.all([load(), waited.length > 0 ? preloadForms(waited) : undefined, ...paintedFirst.map((form) => form.schema())]).then(([screen]) => screen);
  const loadRestored =
    slices.length === 0 ? loadWithForms : () => Promise.all([loadWithForms(), ...slices.map(whenRestored)]).then(([screen]) => ({ default: withDraftChoice(screen.default, slices) }));
  const withMessages = withScreenMessages(loadRestored, () => appState.language);
  return preloadableScreen(() => withMessages().then((screen) => screen.default));
}
