// The feature declarations for scripts run by tsx (no import.meta.glob there): every
// src/features/*/feature.ts, collected as the app collects them (src/features/feature-registry.ts).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectFeatures, type CollectedFeatures } from '../src/features/collect-features.ts';
import type { FeatureDeclaration } from '../src/features/define-feature.ts';

const featuresDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'features');

export async function loadFeatures(): Promise<CollectedFeatures> {
  const files = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(featuresDir, entry.name, 'feature.ts')))
    .map((entry) => join(featuresDir, entry.name, 'feature.ts'));
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href) as Promise<{ feature: FeatureDeclaration }>));
  return collectFeatures(modules.map((m) => m.feature));
}
