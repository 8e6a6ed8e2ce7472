import { Component, type ReactNode } from 'react';
import { forgetFailedPageLoads } from './Page';
import { RouteError } from './RouteError';

interface ErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Shows the error panel instead of a blank screen when rendering below it throws, including a page
 * whose code could not be loaded. Keyed by the path where it is used, so another page starts afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch() {
    forgetFailedPageLoads();
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
