import { Component, type ErrorInfo, type ReactNode } from "react";
import { CrashScreen } from "./CrashScreen";

export interface ErrorBoundaryProps {
  readonly children?: ReactNode;
  /** When it changes (the path, on navigation), a shown error is cleared and the children render again. */
  readonly resetKey?: unknown;
  /** Reloads the page; defaults to `location.reload()`. */
  readonly onReload?: () => void;
  /** Told of each error caught (for logging). */
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly resetKey: unknown;
}

const reloadPage = (): void => {
  window.location.reload();
};

/**
 * Catches what its children throw while rendering — a page's bug, or a lazy page whose code
 * failed to load — and shows {@link CrashScreen} instead of unmounting the whole app (a white
 * page). Wrap every route and lazy chunk in one (apps/web App.tsx).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.failed) return <CrashScreen onReload={this.props.onReload ?? reloadPage} />;
    return this.props.children;
  }
}
