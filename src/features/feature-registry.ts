// Every feature folder's declaration, found by file name: adding a feature is adding a folder
// with a feature.ts (and its key in the settings schema); no list here to edit.
import { collectFeatures } from './collect-features.ts';
import type { FeatureDeclaration } from './define-feature.ts';

const modules = import.meta.glob<FeatureDeclaration>('./*/feature.ts', { eager: true, import: 'feature' });

export const features = collectFeatures(Object.values(modules));
