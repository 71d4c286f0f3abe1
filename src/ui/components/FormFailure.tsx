import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';

export type FormFailureProps = {
  /** The translated form-level failure; null shows nothing. */
  message: string | null;
  /** Given when the failed save can be tried again as it was (the machine's `form.retry`). */
  onRetry?: (() => void) | undefined;
  retryLabel: string;
};

/** A form's failure that no field explains (network, server, forbidden…), announced, with a retry when it helps. */
export const FormFailure = ({ message, onRetry, retryLabel }: FormFailureProps) =>
  message === null ? null : (
    <Alert
      tone="danger"
      action={
        onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
