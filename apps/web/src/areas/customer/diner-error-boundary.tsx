import { Component, type ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
import { StatusScreen } from '../../components/status-screen';

interface Props {
  children: ReactNode;
}

/** A page that fails to render or to load its code (after a deploy, on a lost connection). */
export class DinerErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusScreen
        title="Terjadi kesalahan"
        tone="danger"
        actions={
          <>
            <button type="button" className={primaryButtonClass} onClick={() => window.location.reload()}>
              Muat ulang halaman
            </button>
            <a href="/" className={secondaryButtonClass}>
              Kembali ke beranda
            </a>
          </>
        }
      >
        <p>Halaman tidak dapat ditampilkan. Silakan muat ulang atau coba lagi nanti.</p>
      </StatusScreen>
    );
  }
}
