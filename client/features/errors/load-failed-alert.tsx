import { RotateCw } from 'lucide-react';
import { Button, type ButtonSize } from '../../components/button.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { errorMessage } from './api-errors.ts';
import * as styles from './load-failed-alert.css.ts';

/** The part of a React Query result the alert needs (any query's result fits). */
export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadFailedAlertProps {
  /** What could not be loaded, as it reads after "We could not load": "your conversations". */
  what: string;
  query: FailedQuery;
}

/**
 * A list that could not be loaded: why, in the server's words where it gave some, and a way to
 * try again that is disabled while the retry runs.
 */
export function LoadFailedAlert({ what, query }: LoadFailedAlertProps) {
  return (
    <FormAlert tone="error">
      <div className={styles.body}>
        <p>
          We could not load {what}. {errorMessage(query.error)}
        </p>
        <RetryButton query={query} size="sm" />
      </div>
    </FormAlert>
  );
}

/** "Try again" for a query that failed: refetches it, and is disabled while that runs. */
export function RetryButton({ query, size }: { query: FailedQuery; size?: ButtonSize }) {
  return (
    <Button
      size={size}
      variant="secondary"
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    >
      <RotateCw size={16} aria-hidden="true" />
      Try again
    </Button>
  );
}
