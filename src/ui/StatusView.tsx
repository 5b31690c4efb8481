import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';
import { ErrorBoundary } from './ErrorBoundary';

export function LoadingView({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="status-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function EmptyView({ children }: { children: ReactNode }) {
  return (
    <div className="status-view" role="status">
      <span>{children}</span>
    </div>
  );
}

/** A failure in words the user understands, with a way to try again. */
export function ErrorView({ error, onRetry, title, message }: { error: unknown; onRetry?: () => void; title?: string; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="status-view" role="alert">
      {title ? <h2 className="status-view__title">{title}</h2> : null}
      <span>{message ?? errorMessage(error, t)}</span>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A panel or a section of a page, drawn apart from the rest: if it throws (a server's value past
 * what the contract promised), it shows a translated message with a retry in its place, and the
 * page around it (its menu, the other sections) stays. A new `resetKey` (the panel shown, a new
 * reply) draws it again; so does the retry, after `onRetry`.
 */
export function PanelBoundary({ resetKey, onRetry, children }: { resetKey?: unknown; onRetry?: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error, reset) => (
        <ErrorView
          error={error}
          onRetry={() => {
            onRetry?.();
            reset();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** A whole-page notice: a heading, a sentence and, optionally, an action. */
export function NoticeView({ id, title, text, children }: { id: string; title: string; text: string; children?: ReactNode }) {
  return (
    <section className="status-view" aria-labelledby={id}>
      <h1 id={id} className="status-view__title">
        {title}
      </h1>
      <p>{text}</p>
      {children}
    </section>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** The loading, error and empty states of a query, then its content (which fails alone: PanelBoundary). */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  defer = false,
  children,
}: {
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /**
   * A reply reaches the screen through a store, and React draws a store's change whole, in one
   * task. With `defer`, the content a reply brings is drawn as a deferred value instead, in slices
   * that leave the page free to answer a tap (issue 16: the home page's sections, whose replies
   * come while the page loads). Only for content nothing else on the screen derives from the same
   * reply: for a moment it shows the reply before this one.
   */
  defer?: boolean;
  children: (data: T) => ReactNode;
}) {
  // Without `defer` the hook holds nothing, so a new reply costs no second, deferred render.
  const deferred = useDeferredValue(defer ? query.data : undefined);
  const data = defer ? deferred : query.data;
  if (query.isPending || (data === undefined && query.data !== undefined)) return <LoadingView />;
  if (query.isError || data === undefined) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(data)) return <EmptyView>{empty}</EmptyView>;
  // What a reply draws fails alone: a component of the section that throws shows the failure
  // with a retry in its place, the page stays. (`children` itself is called here: wrapped in a
  // component of its own, a dialog's section stayed on its loading view.)
  return (
    <PanelBoundary resetKey={data} onRetry={() => void query.refetch()}>
      {children(data)}
    </PanelBoundary>
  );
}
