import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Who failed, for the log: e.g. `mf_content/basic`. */
  name: string;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/** A block that throws takes down only itself: it renders nothing, the failure is logged. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`block ${this.props.name} failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
