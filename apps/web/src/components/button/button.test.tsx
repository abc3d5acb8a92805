import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { buttonLook } from './button-look';
import { ButtonLink } from './button-link';
import { createMemoryRouter, RouterProvider } from 'react-router';

const render = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('Button', () => {
  it('is an enabled type="button" with its label and the variant look when idle', () => {
    const html = render(<Button variant="primary">Simpan bahan</Button>);
    expect(html).toBe(`<button type="button" class="${buttonLook('primary')}">Simpan bahan</button>`);
  });

  it('while loading is disabled, aria-busy and says the common saving text', () => {
    const html = render(
      <Button variant="secondary" type="submit" loading>
        Simpan bahan
      </Button>,
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('type="submit"');
    expect(html).toContain('>Menyimpan...<');
    expect(html).not.toContain('Simpan bahan');
  });

  it('says a screen’s own loading text when given one', () => {
    expect(
      render(
        <Button loading loadingLabel="Memproses...">
          Bayar
        </Button>,
      ),
    ).toContain('>Memproses...<');
  });

  it('stays disabled when the caller disables it, without claiming to be busy', () => {
    const html = render(<Button disabled>Simpan</Button>);
    expect(html).toContain('disabled=""');
    expect(html).not.toContain('aria-busy');
  });

  it('keeps the screen-reader context after the label, also while loading', () => {
    expect(render(<Button context="order #A1B2C3">Konfirmasi</Button>)).toContain(
      'Konfirmasi<span class="sr-only"> order #A1B2C3</span>',
    );
    expect(
      render(
        <Button loading context="order #A1B2C3">
          Konfirmasi
        </Button>,
      ),
    ).toContain('Menyimpan...<span class="sr-only"> order #A1B2C3</span>');
  });

  it('adds layout classes after the variant look, and without a variant keeps only its own classes', () => {
    expect(
      render(
        <Button variant="danger" className="w-full">
          Hapus
        </Button>,
      ),
    ).toContain(`class="${buttonLook('danger')} w-full"`);
    expect(render(<Button className="rounded-full">READY</Button>)).toContain('class="rounded-full"');
  });
});

describe('ButtonLink', () => {
  it('is a link with the button look', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ButtonLink variant="secondary" to="/pricing" className="px-6">
            Lihat paket
          </ButtonLink>
        ),
      },
    ]);
    const html = render(<RouterProvider router={router} />);
    expect(html).toContain(`href="/pricing"`);
    expect(html).toContain(`class="${buttonLook('secondary', 'px-6')}"`);
  });
});
