import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

interface BoundaryProps {
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps & { standalone?: boolean }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    // Reaches the error log through the console capture (spec §7 Diagnostics).
    console.error('A screen failed to render:', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const message = <RouteError error={this.state.error} />;
    // Around the shell there is no shell <main> to render into: provide one.
    return this.props.standalone ? <main id="content">{message}</main> : message;
  }
}

/**
 * Every route has an error boundary: a broken screen (or a screen whose code could not be
 * downloaded) shows a message and a way onward inside the shell, never a blank page. It starts
 * afresh on every new location.
 */
export function RouteErrorBoundary({ children }: BoundaryProps) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

/** Around the shell itself: even a broken shell shows a message instead of a blank page. */
export function ShellErrorBoundary({ children }: BoundaryProps) {
  return <Boundary standalone>{children}</Boundary>;
}
