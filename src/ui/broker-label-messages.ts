import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Runtime } from '../settings/runtime.ts';

/** The broker's label (docs/product-rules.md#broker-label): 'My Agent' in the US, 'My Broker' elsewhere. */
const brokerLabelMessages = defineMessages({
  myAgent: { id: 'route.contact.myAgent', defaultMessage: 'My Agent' },
  myBroker: { id: 'route.contact.myBroker', defaultMessage: 'My Broker' },
});

export function brokerLabel(runtime: Pick<Runtime, 'brokerLabel'>): MessageDescriptor {
  return runtime.brokerLabel === 'myAgent' ? brokerLabelMessages.myAgent : brokerLabelMessages.myBroker;
}
