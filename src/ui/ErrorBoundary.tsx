import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed part; `reset` renders the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a failing part of the page so the rest keeps working (routes have the router's own). */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  reset = () => this.setState({ error: null, failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
