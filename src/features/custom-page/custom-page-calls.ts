// A custom page's call (its id in the address's ?path=), for its route's entry and its screen alike
// (src/state/entered-call.ts).
import { callSpec, enterCalls } from '../../state/entered-call.ts';
import { customPageState } from './custom-page-state.ts';

export const customPageCall = (id: string) => callSpec(customPageState, 'page', 'customContent.get', { id }, { enabled: id !== '' });

export const enterCustomPage = (query: URLSearchParams) => enterCalls(customPageCall(query.get('path') ?? ''));
