import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { DraftStore } from './draft/draft-store';

interface SectionErrorBoundaryProps {
  store: DraftStore;
  title: string;
  body: string;
  undoLabel: string;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  failed: boolean;
}

/**
 * If a section cannot be drawn (a document shape no form expected), says so in place of the
 * section instead of blanking the app. The draft, its history and autosave live outside it,
 * so nothing is lost; the next change to the document (undo, usually) draws the section again.
 * Key it by section, so switching sections also tries again.
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { failed: false };
  private unsubscribe: (() => void) | undefined;

  static getDerivedStateFromError(): SectionErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.props.store.subscribe(() => {
      this.unsubscribe?.();
      this.unsubscribe = undefined;
      this.setState({ failed: false });
    });
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={this.props.store.undo}>
            {this.props.undoLabel}
          </Button>
        }
      >
        <AlertTitle>{this.props.title}</AlertTitle>
        {this.props.body}
      </Alert>
    );
  }
}
