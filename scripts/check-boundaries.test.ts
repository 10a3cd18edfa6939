import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureOf, findViolations, folderOf, forbiddenBy, LADDER, rungOf, type RuleName } from './check-boundaries.ts';

const repository = fileURLToPath(new URL('..', import.meta.url));

// (from, to) → the rule (type-only imports are held to the same rules) that forbids it, or undefined when allowed.
const cases: [from: string, to: string, expected: RuleName | undefined][] = [
  // down the ladder, or within a folder: allowed
  ['src/state/app-state.ts', 'src/settings/runtime.ts', undefined],
  ['src/settings/derive-menu.ts', 'src/paths/paths.ts', undefined],
  ['src/ui/main-menu.tsx', 'src/i18n/text.tsx', undefined],
  ['src/routes/route-gate.tsx', 'src/routes/page-loading.tsx', undefined],
  ['src/shell/app-shell.tsx', 'src/routes/route-gate.tsx', undefined],
  ['src/features/home/home-screen.tsx', 'src/shell/banner/banner-gate.tsx', undefined],
  ['src/features/home/home-screen.tsx', 'renderers/schema-form.tsx', undefined],
  ['src/app/start-app.ts', 'src/features/feature-registry.ts', undefined],
  ['src/main.tsx', 'src/app/app.tsx', undefined],
  ['src/api/api.ts', 'src/api/generated/api-types.ts', undefined],
  ['src/settings/settings-types.ts', 'src/generated/settings.types.ts', undefined],
  // up the ladder: the five imports that used to climb, and others
  ['src/settings/derive-menu.ts', 'src/routes/route-table.ts', 'ladder'],
  ['src/state/chat-state.ts', 'src/routes/app-location.ts', 'ladder'],
  ['src/routes/route-gate.tsx', 'src/shell/page-loading.tsx', 'ladder'],
  ['src/routes/route-table.ts', 'src/features/feature-registry.ts', 'ladder'],
  ['src/api/api.ts', 'src/state/app-state.ts', 'ladder'],
  ['src/settings/runtime.ts', 'src/features/home/home-messages.ts', 'ladder'],
  ['src/shell/app-shell.tsx', 'src/features/feature-registry.ts', 'ladder'],
  ['src/features/feature-registry.ts', 'src/app/start-app.ts', 'ladder'],
  ['src/app/app.tsx', 'src/main.tsx', 'ladder'],
  ['src/generated/forms/catalogue.ts', 'src/api/api.ts', 'ladder'],
  // peers on one rung
  ['src/flow/form-flow.tsx', 'src/pwa/push-state.ts', 'ladder'],
  ['src/session/login.ts', 'src/widget/framing.ts', 'ladder'],
  // a folder not on the ladder
  ['src/newthing/x.ts', 'src/api/api.ts', 'unplaced'],
  ['src/features/home/home-screen.tsx', 'src/newthing/x.ts', 'unplaced'],
  // renderers
  ['renderers/form-catalogue.ts', 'src/generated/forms/catalogue.ts', undefined],
  ['renderers/widgets/input-widget.tsx', 'src/i18n/format.ts', undefined],
  ['renderers/widgets/input-widget.tsx', 'src/state/app-state.ts', 'renderers'],
  ['renderers/widgets/input-widget.tsx', 'src/settings/settings-types.ts', 'renderers'],
  ['renderers/fields/address-field.tsx', 'src/features/claims/claim-lookups.ts', 'renderers'],
  // features
  ['src/features/claims/claim-wizard-screen.tsx', 'src/features/claims/claim-draft.ts', undefined],
  ['src/features/claims/feature.ts', 'src/features/define-feature.ts', undefined],
  ['src/features/claims/claim-wizard-screen.tsx', 'src/features/auth/login-field.tsx', 'features'],
  ['src/features/home/home-screen.tsx', 'src/features/claims/claim-draft.ts', 'features'],
  // app reaches features through the registry only
  ['src/app/register-slices.ts', 'src/features/claims/claim-draft.ts', 'registry'],
  // tests and files elsewhere: no rule
  ['src/api/api-client.test.ts', 'src/shell/app-shell.tsx', undefined],
  ['src/features/home/home-screen.test.tsx', 'src/features/claims/claim-draft.ts', undefined],
  ['e2e/claim-wizard.e2e.ts', 'src/features/claims/claim-draft.ts', undefined],
  ['scripts/i18n.ts', 'src/shell/app-shell.tsx', undefined],
  ['src/pwa/sw.ts', 'fixtures/backend/fixture-file.ts', undefined],
];

describe('forbiddenBy', () => {
  it.each(cases)('%s → %s: %s', (from, to, expected) => {
    expect(forbiddenBy(from, to)).toBe(expected);
  });
});

describe('the ladder', () => {
  it('places each folder once and finds the longest folder a file lies in', () => {
    const folders = LADDER.flat();
    expect(new Set(folders).size).toBe(folders.length);
    expect(folderOf('src/api/generated/api-types.ts')).toBe('src/api/generated');
    expect(folderOf('src/api/api.ts')).toBe('src/api');
    expect(folderOf('src/main.tsx')).toBe('src');
    expect(folderOf('src/shell/banner/banner-gate.tsx')).toBe('src/shell');
    expect(folderOf('scripts/i18n.ts')).toBeUndefined();
    expect(rungOf('src/api')).toBeLessThan(rungOf('src/settings') as number);
  });

  it('covers every folder of src/ and renderers/ in this repository', () => {
    const top = readdirSync(join(repository, 'src'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `src/${e.name}`);
    for (const folder of [...top, 'renderers']) expect(folderOf(`${folder}/x.ts`), folder).toBeDefined();
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
  const inTempTree = (files: Record<string, string>, check: (root: string) => void) => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    try {
      check(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it('reads static, dynamic and type-only imports from the files on disk', () => {
    inTempTree(
      {
        'src/features/a/x.ts': "import type { B } from '../b/y.ts';\nexport const x: B = 'x';\n",
        'src/features/b/y.ts': "export type B = string;\nexport const y = 2;\n",
        'src/features/registry.ts': "export const features = [() => import('./a/x.ts'), () => import('./b/y.ts')];\n",
        'src/shell/shell.tsx': "export const load = () => import('../features/registry.ts');\n",
        'src/settings/menu.ts': "import type { Route } from '../routes/table.ts';\nexport const menu: Route[] = [];\n",
        'src/routes/table.ts': 'export type Route = string;\n',
        'src/newthing/n.ts': 'export const n = 1;\n',
        'renderers/r.ts': "import { y } from '../src/features/b/y.ts';\nexport const r = y;\n",
      },
      (root) => {
        const { files, violations, unreadable } = findViolations(root);
        expect(files).toBe(8);
        expect(unreadable).toEqual([]);
        expect(violations).toEqual([
          { from: 'src/features/a/x.ts', to: 'src/features/b/y.ts', kind: 'type', rule: 'features' },
          { from: 'src/newthing/n.ts', to: 'src/newthing/n.ts', kind: 'value', rule: 'unplaced' },
          { from: 'src/settings/menu.ts', to: 'src/routes/table.ts', kind: 'type', rule: 'ladder' },
          { from: 'src/shell/shell.tsx', to: 'src/features/registry.ts', kind: 'value', rule: 'ladder' },
          { from: 'renderers/r.ts', to: 'src/features/b/y.ts', kind: 'value', rule: 'renderers' },
        ]);
      },
    );
  });

  it('passes on the repository as it is', () => {
    const { files, violations, unreadable } = findViolations(repository);
    expect(files).toBeGreaterThan(400);
    expect(unreadable).toEqual([]);
    expect(violations).toEqual([]);
  });
});
