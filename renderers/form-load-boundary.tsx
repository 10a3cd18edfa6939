// A form whose chunk cannot load (offline before the app was saved on the device, a deploy that
// removed it) says so where the form would be, with Try again, instead of loading for ever.
import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formTextMessages } from './form-messages.ts';
import { FormLoadError } from './form-catalogue.ts';

function FormLoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="form-load-failed" role="alert">
      <p>{intl.formatMessage(formTextMessages.loadFailed)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {intl.formatMessage(formTextMessages.retry)}
      </button>
    </div>
  );
}

interface Props {
  /** Called before the form is rendered again: forget the failed load. */
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a form's failed load only; any other error goes on to the page's boundary. */
export class FormLoadBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof FormLoadError) console.error(error.message, error.cause);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!(error instanceof FormLoadError)) throw error;
    return (
      <FormLoadFailed
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: undefined });
        }}
      />
    );
  }
}
