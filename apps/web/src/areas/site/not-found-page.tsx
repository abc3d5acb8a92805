import { Link } from 'react-router';
import { primaryButtonClass } from '../../components/button-classes';
import { StatusScreen } from '../../components/status-screen';

export function NotFoundPage() {
  return (
    <StatusScreen
      title="Halaman tidak ditemukan"
      actions={
        <Link to="/" className={primaryButtonClass}>
          Kembali ke beranda
        </Link>
      }
    >
      <p>Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya.</p>
    </StatusScreen>
  );
}
