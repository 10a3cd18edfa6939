import { useIntl } from 'react-intl';
import { routeMessages } from './route-messages.ts';

export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{intl.formatMessage(routeMessages.loading)}</span>
    </div>
  );
}
