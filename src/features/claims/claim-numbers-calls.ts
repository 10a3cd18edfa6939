// The claim numbers screen's first call, for its route's entry and its screen alike
// (src/state/entered-call.ts). Asked for only when the brokerage shows claim numbers: without the
// option the screen sends on to the wizard.
import type { Runtime } from '../../settings/runtime.ts';
import { callSpec, enterCalls } from '../../state/entered-call.ts';
import { claimNumbersState } from './claim-numbers-state.ts';

export const claimNumbersCall = (shown: boolean) => callSpec(claimNumbersState, 'claimNumbers', 'claims.getClaimNumbers', {}, { enabled: shown });

export const enterClaimNumbers = (runtime: Pick<Runtime, 'claimNumbersShown'>) => enterCalls(claimNumbersCall(runtime.claimNumbersShown));
