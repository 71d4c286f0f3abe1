import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

type Props = { readonly children: ReactNode; readonly resetKey: string };
type State = { readonly failed: boolean; readonly resetKey: string };

/** A screen that fails to load (chunk time-out, network) or to render shows RouteError instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  // Navigating elsewhere clears the failure.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
