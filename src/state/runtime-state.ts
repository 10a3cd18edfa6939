import { proxy, ref } from 'valtio';
import type { Runtime } from '../settings/runtime.ts';

/** The derived Runtime of this visit. Immutable data, so it is stored by reference. */
export const runtimeState = proxy<{ runtime: Runtime | null }>({ runtime: null });

export function setRuntime(runtime: Runtime): void {
  runtimeState.runtime = ref(runtime);
}
