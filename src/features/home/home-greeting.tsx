// The home's greeting (docs/product-rules.md#home-greeting): the user's first name from their profile (me.get) when it has one, else
// their e-mail; "Welcome" for a visitor. The profile is read afresh on each visit and forgotten when
// the page is left or the user changes, so it is never another user's.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useCall } from '../../state/use-call.ts';
import { requestState } from '../../state/request-cycle.ts';
import type { User } from '../../state/session-state.ts';
import { homeState } from './home-state.ts';
import { homeStartMessages as m, homeStartValueMessages as v } from './home-start-messages.ts';

export function HomeGreeting({ user }: { user: Readonly<User> | null }) {
  const intl = useIntl();
  const me = useCall(homeState, 'me', 'me.get', {}, { enabled: user !== null });
  useEffect(() => () => void (homeState.me = requestState()), [user?.email]);
  if (!user) return <p className="home-greeting">{intl.formatMessage(m.welcome)}</p>;
  const profile = me.data?.user.email === user.email ? me.data.profile : undefined;
  const firstName = profile?.firstName.trim();
  // Until the profile answers: a plain hello (not the e-mail, then the name); without a name, the e-mail.
  const name = firstName || (me.success !== null || profile ? user.email : undefined);
  return <p className="home-greeting">{name ? intl.formatMessage(v.hello, { name }) : intl.formatMessage(m.hello)}</p>;
}
