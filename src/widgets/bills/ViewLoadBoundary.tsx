import { Component, type ReactNode } from 'react';
import { LoadError } from '../../ui';
import { widgetLabels as text } from './widget-labels';

/**
 * A view's chunk that fails to load (offline, a deploy replaced it) shows a load error instead of an
 * empty widget. The browser keeps a failed import() for the page, so the way back is a reload.
 */
export class ViewLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <LoadError
        title={text.viewLoadFailed.title}
        message={text.viewLoadFailed.message}
        onRetry={() => location.reload()}
      />
    ) : (
      this.props.children
    );
  }
}
