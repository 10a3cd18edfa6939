import { proxy } from 'valtio';
import { requestState } from '../../state/request-cycle.ts';
import type { CallResponse } from '../../api/call-api.ts';

type CustomContent = CallResponse<'customContent.get'>;

export function initialCustomPageState() {
  return { page: requestState<CustomContent>() };
}

export const customPageState = proxy(initialCustomPageState());
