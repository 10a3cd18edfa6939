import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureOf, findViolations, forbiddenBy, type ImportKind, type RuleName } from './check-boundaries.ts';

// (from, to, kind) → the rule that forbids it, or undefined when allowed.
const cases: [from: string, to: string, kind: ImportKind, expected: RuleName | undefined][] = [
  // renderers
  ['renderers/form-catalogue.ts', 'src/generated/forms/catalogue.ts', 'value', undefined],
  ['renderers/schema-form.test.tsx', 'src/generated/i18n/en.json', 'value', undefined],
  ['renderers/widgets/input-widget.tsx', 'src/i18n/format.ts', 'value', undefined],
  ['renderers/widgets/input-widget.tsx', 'renderers/registry.ts', 'value', undefined],
  ['renderers/widgets/input-widget.tsx', 'src/state/app-state.ts', 'value', 'renderers'],
  ['renderers/fields/address-field.tsx', 'src/features/claims/claim-lookups.ts', 'value', 'renderers'],
  ['renderers/registry.test.ts', 'src/shell/app-shell.tsx', 'value', 'renderers'],
  ['renderers/widgets/input-widget.tsx', 'src/settings/settings-types.ts', 'type', undefined],

  // layers
  ['src/state/app-state.ts', 'src/settings/runtime.ts', 'value', undefined],
  ['src/ui/main-menu.tsx', 'src/routes/paths.ts', 'value', undefined],
  ['src/ui/main-menu.tsx', 'src/routes/current-route.ts', 'value', undefined],
  ['src/settings/default-menu.ts', 'src/features/feature-registry.ts', 'value', 'layers'],
  ['src/state/app-state.ts', 'src/features/claims/claim-draft.ts', 'value', 'layers'],
  ['src/ui/main-menu.tsx', 'src/shell/app-shell.tsx', 'value', 'layers'],
  ['src/session/login.ts', 'src/app/start-app.ts', 'value', 'layers'],
  ['src/pwa/install-prompt.tsx', 'src/routes/route-table.ts', 'value', 'layers'],
  ['src/widget/embed.ts', 'src/routes/route-gate.tsx', 'value', 'layers'],
  ['src/api/api-client.test.ts', 'src/shell/app-shell.tsx', 'value', undefined], // tests may wire the app together
  ['src/i18n/locale.ts', 'src/features/home/home-messages.ts', 'type', undefined],

  // features
  ['src/features/claims/claim-wizard-screen.tsx', 'src/features/claims/claim-draft.ts', 'value', undefined],
  ['src/features/claims/feature.ts', 'src/features/define-feature.ts', 'value', undefined],
  ['src/features/claims/claim-wizard-screen.tsx', 'src/features/feature-registry.ts', 'value', undefined],
  ['src/features/claims/claim-wizard-screen.tsx', 'src/features/auth/login-field.tsx', 'value', 'features'],
  ['src/features/home/home-screen.tsx', 'src/features/claims/feature.ts', 'value', 'features'],
  ['src/features/home/parts/tile.tsx', 'src/features/claims/claims.css', 'value', 'features'],
  ['src/features/home/home-screen.tsx', 'src/features/claims/claim-draft.ts', 'type', 'features'],
  ['src/features/home/home-screen.test.tsx', 'src/features/claims/claim-draft.ts', 'value', undefined],
  ['src/features/home/home-screen.tsx', 'src/ui/icon.tsx', 'value', undefined],
  ['src/features/home/home-screen.tsx', 'renderers/schema-form.tsx', 'value', undefined],
  ['src/features/feature-registry.ts', 'src/features/claims/feature.ts', 'value', undefined],

  // shell and app
  ['src/shell/app-shell.tsx', 'src/features/feature-registry.ts', 'value', undefined],
  ['src/app/register-slices.ts', 'src/features/feature-registry.ts', 'value', undefined],
  ['src/shell/app-shell.tsx', 'src/features/claims/feature.ts', 'value', 'shell'],
  ['src/app/register-slices.ts', 'src/features/claims/claim-draft.ts', 'value', 'shell'],
  ['src/shell/not-found-screen.tsx', 'src/features/home/home-messages.ts', 'type', undefined],
  ['src/shell/lazy-part.test.tsx', 'src/features/home/home-screen.tsx', 'value', undefined],
  ['src/shell/app-shell.tsx', 'src/routes/route-table.ts', 'value', undefined],
  ['src/routes/route-table.ts', 'src/features/feature-registry.ts', 'value', undefined],

  // elsewhere: no rule
  ['e2e/claim-wizard.e2e.ts', 'src/features/claims/claim-draft.ts', 'value', undefined],
  ['scripts/i18n.ts', 'src/shell/app-shell.tsx', 'value', undefined],
];

describe('forbiddenBy', () => {
  it.each(cases)('%s → %s (%s): %s', (from, to, kind, expected) => {
    expect(forbiddenBy(from, to, kind)).toBe(expected);
  });

  it('counts an import as a value import unless told otherwise', () => {
    expect(forbiddenBy('src/state/app-state.ts', 'src/shell/app-shell.tsx')).toBe('layers');
  });
});

describe('featureOf', () => {
  it.each([
    ['src/features/claims/feature.ts', 'claims'],
    ['src/features/claims/parts/x.tsx', 'claims'],
    ['src/features/feature-registry.ts', undefined],
    ['src/shell/app-shell.tsx', undefined],
  ])('%s → %s', (file, feature) => {
    expect(featureOf(file)).toBe(feature);
  });
});

describe('findViolations', () => {
  it('reads static, dynamic and type-only imports from the files on disk', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('src/features/a/x.ts', "import type { B } from '../b/y.ts';\nexport const x: B = 'x';\n");
    write('src/features/b/y.ts', "export type B = string;\nexport const y = 2;\n");
    write('src/features/registry.ts', "export const features = [() => import('./a/x.ts'), () => import('./b/y.ts')];\n");
    write('src/shell/shell.tsx', "import { features } from '../features/registry.ts';\nexport const load = () => [features, import('../features/a/x.ts')];\n");
    write('renderers/r.ts', "import { y } from '../src/features/b/y.ts';\nexport const r = y;\n");
    try {
      const { files, violations, unreadable } = findViolations(root);
      expect(files).toBe(5);
      expect(unreadable).toEqual([]);
      expect(violations).toEqual([
        { from: 'src/features/a/x.ts', to: 'src/features/b/y.ts', kind: 'type', rule: 'features' },
        { from: 'src/shell/shell.tsx', to: 'src/features/a/x.ts', kind: 'value', rule: 'shell' },
        { from: 'renderers/r.ts', to: 'src/features/b/y.ts', kind: 'value', rule: 'renderers' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
