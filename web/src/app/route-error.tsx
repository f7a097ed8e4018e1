import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { site } from 'virtual:site';

/** What a page that failed to load or render shows. React reports the error itself. */
export function RouteError() {
  return (
    <div className="page not-found">
      <title>{`Something went wrong | ${site.shortName}`}</title>
      <div className="card not-found__card">
        <h1 className="not-found__title">Something went wrong</h1>
        <p className="not-found__hint">This page could not be loaded. Please reload to try again.</p>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** The location rendered: moving to another one renders the children again. */
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  location: Location;
}

/** Shows RouteError in place of its children when they throw, until the visitor moves on. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
