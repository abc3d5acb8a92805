import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';

export function NotFoundPage() {
  return (
    <StatusScreen
      title="Halaman tidak ditemukan"
      actions={
        <ButtonLink to="/" variant="primary">
          Kembali ke beranda
        </ButtonLink>
      }
    >
      <p>Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya.</p>
    </StatusScreen>
  );
}
