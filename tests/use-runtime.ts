// A runtime from a settings layer over the brokerage defaults (merge → validate → derive), set as
// the app's for the test and put back after it: for unit tests of code that reads the brokerage's
// country or currency (renderInApp does the same for components).
import { onTestFinished } from 'vitest';
import { buildRuntime } from '../src/settings/settings-pipeline.ts';
import type { Runtime } from '../src/settings/runtime.ts';
import type { Settings } from '../src/settings/settings-types.ts';
import { runtimeState, setRuntime } from '../src/state/runtime-state.ts';
import { features } from '../src/features/feature-registry.ts';

export function useRuntime(layer: Partial<Settings>, brokerId = 'acme'): Runtime {
  const before = runtimeState.runtime;
  const runtime = buildRuntime([layer], { brokerId, mode: 'direct', now: new Date(), menuDefaults: features.menuDefaults });
  setRuntime(runtime);
  onTestFinished(() => {
    if (before) setRuntime(before);
    else runtimeState.runtime = null;
  });
  return runtime;
}
