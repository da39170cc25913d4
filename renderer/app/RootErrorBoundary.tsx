import { Component, type ReactNode } from 'react';
import { errorDetail } from '../library/error-detail';

interface RootErrorBoundaryState {
  error: unknown;
}

/**
 * The last line: if the frame itself (theme, language, navigation) cannot be drawn, a plain
 * page in both languages with a reload button, never a blank window. Screens have their own
 * boundary (AppErrorBoundary) inside the frame, so this is rarely reached. Plain elements and
 * both languages because the theme or the translations may be what failed.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, RootErrorBoundaryState> {
  override state: RootErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RootErrorBoundaryState {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Headroom: the app failed to draw', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '48px auto', padding: 16 }}>
        <h1 style={{ fontSize: 22 }}>Headroom could not draw this window · 无法显示此窗口</h1>
        <p>Your saved scenarios are not affected. Reload to try again. · 已保存的场景不受影响，请重新加载后重试。</p>
        <p style={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>{errorDetail(this.state.error)}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload · 重新加载
        </button>
      </main>
    );
  }
}
