import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('labels the textarea and ties its counter and hint to it', () => {
    const html = renderToStaticMarkup(
      <TextAreaField id="pesan" label="Pesan" hint="Petunjuk" counter="3 / 4.096 karakter" />,
    );
    expect(html).toContain('<label for="pesan"');
    expect(html).toContain('<textarea id="pesan" rows="4" aria-describedby="pesan-counter pesan-hint"');
    expect(html).toContain('<span id="pesan-counter"');
    expect(html).toContain('<p id="pesan-hint"');
    expect(html).not.toContain('aria-invalid');
  });

  it('shows the error instead of the hint, and marks the field invalid', () => {
    const html = renderToStaticMarkup(
      <TextAreaField
        id="pesan"
        label="Pesan"
        hint="Petunjuk"
        error="Pesan 5 sampai 4096 karakter"
        rows={6}
      />,
    );
    expect(html).toContain('rows="6"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="pesan-error"');
    expect(html).toContain('Pesan 5 sampai 4096 karakter');
    expect(html).not.toContain('Petunjuk');
  });

  it("marks an optional field's label as TextField does", () => {
    const html = renderToStaticMarkup(<TextAreaField id="d" label="Deskripsi" optional />);
    expect(html).toContain('Deskripsi<span class="font-normal text-stone-600">  (opsional)</span></label>');
    expect(renderToStaticMarkup(<TextAreaField id="d" label="Deskripsi" />)).not.toContain('opsional');
  });
});
