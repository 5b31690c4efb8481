import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { FailureView } from './FailureView';

/** Any failing part of a page: a translated message and a retry, never a blank page. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <FailureView
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
