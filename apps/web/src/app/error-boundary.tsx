import { Component, type ErrorInfo, type ReactNode } from 'react';
import { releasePrerender } from '../lib/prerender.ts';
import { ErrorPage } from './pages/error-page.tsx';

interface Props {
  children: ReactNode;
  /** Runs before the children are rendered again, e.g. to go home. */
  onReset?: () => void;
}

interface State {
  error: unknown;
}

/** Catches render errors outside the router (providers, gates) and offers a restart. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    releasePrerender();
    console.error('[app] render error', error, info.componentStack);
  }

  private readonly restart = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ErrorPage onRestart={this.restart} />;
    return this.props.children;
  }
}
