import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What to show instead of the failed part; `reset` renders the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A value whose change renders the children again after a failure (a row's new data). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches a failing part of the page so the rest keeps working (routes have the router's own). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  reset = () => this.setState({ error: null, failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/** Draws `render` as a component of its own, so that what it throws is thrown inside the boundary around it. */
export function Draw({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * One row of a list or a table, drawn apart from its neighbours: a row whose data makes it throw
 * (a server's value past what the contract promised) shows a line saying it could not be shown,
 * and the other rows stay. `children` is a function, so that the row is built inside the
 * boundary (JSX the list builds itself would throw in the list's render, out of its reach).
 * `row` is the row's data: a new one draws the row again. `as` is the element the line takes
 * the place of: a table row (`tr`, spanning `cells` cells), a list item, or a block.
 */
export function RowBoundary({ row, as = 'div', cells = 1, children }: { row: unknown; as?: 'tr' | 'li' | 'div'; cells?: number; children: () => ReactNode }) {
  return (
    <ErrorBoundary resetKey={row} fallback={() => <RowFailed as={as} cells={cells} />}>
      <Draw render={children} />
    </ErrorBoundary>
  );
}

function RowFailed({ as, cells }: { as: 'tr' | 'li' | 'div'; cells: number }) {
  const { t } = useTranslation();
  const text = t('common.row_failed');
  if (as === 'tr')
    return (
      <tr className="row-failed">
        <td colSpan={cells}>{text}</td>
      </tr>
    );
  const Line = as;
  return <Line className="row-failed">{text}</Line>;
}
