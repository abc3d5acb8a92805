import { Component, type ReactNode } from 'react';
import { PageErrorScreen } from '../../../components/page-error-screen';

interface Props {
  children: ReactNode;
}

/** The diner app's catch-all: a page that fails to render or to load its code. */
export class DinerErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageErrorScreen /> : this.props.children;
  }
}
