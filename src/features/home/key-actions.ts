// The key actions of the desktop start page (beside the sidebar, which lists the whole menu): the
// entries the brokerage marked `keyAction`, in menu order; without any mark, the first four.
import type { MenuItem } from '../../settings/runtime.ts';

export const DEFAULT_KEY_ACTIONS = 4;

export function keyActions(menu: readonly MenuItem[]): MenuItem[] {
  const chosen = menu.filter((item) => item.keyAction === true);
  return chosen.length > 0 ? chosen : menu.slice(0, DEFAULT_KEY_ACTIONS);
}
