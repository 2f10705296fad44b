import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** Shown instead of `children` after they threw while rendering. */
  fallback: ReactNode;
  /** When this changes (new data), the children are tried again. */
  resetKey?: unknown;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean; resetKey: unknown };

/**
 * The last line of defence around one part of a page (ADR 0004): a render error in it shows
 * `fallback` there and leaves the rest of the page working. Malformed data is repaired at the
 * response boundary (src/api/boundary.ts) before it gets here; this catches what slips past.
 * React reports the caught error itself (console.error in development).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Nothing to add: React has reported it, and the fallback is shown.
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
