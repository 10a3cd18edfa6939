// The claim numbers screen's first call, for its route's entry and its screen alike
// (src/state/entered-call.ts). Asked for only when the brokerage shows claim numbers.
import { callSpec, enterCalls } from '../../state/entered-call.ts';
import { claimNumbersState } from './claim-numbers-state.ts';

export const claimNumbersCall = callSpec(claimNumbersState, 'claimNumbers', 'claims.getClaimNumbers', {});

export const enterClaimNumbers = () => enterCalls(claimNumbersCall);
