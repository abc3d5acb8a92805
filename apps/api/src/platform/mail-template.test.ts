import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './mail-template';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text as it is, and escapes an ampersand once', () => {
    expect(escapeHtml('Warung Bu Sri — sate 🍢')).toBe('Warung Bu Sri — sate 🍢');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('')).toBe('');
  });
});

describe('renderMail', () => {
  const content = {
    subject: 'Halo <Meja>',
    intro: ['Restoran <script>alert(1)</script> terdaftar.', 'Baris kedua.'],
    action: { label: 'Buka "link"', url: 'https://meja.example.id/reset-password?token=a-b_c&pos=x' },
    outro: ['Abaikan jika bukan Anda.'],
  };

  it('says the same in the text part, unescaped, with the bare link', () => {
    const mail = renderMail('sri@warung.id', content);
    expect(mail.to).toBe('sri@warung.id');
    expect(mail.subject).toBe('Halo <Meja>');
    expect(mail.text).toBe(
      [
        'Restoran <script>alert(1)</script> terdaftar.',
        'Baris kedua.',
        'Buka "link":\nhttps://meja.example.id/reset-password?token=a-b_c&pos=x',
        'Abaikan jika bukan Anda.',
        '— Meja',
      ].join('\n\n'),
    );
  });

  it('escapes every value in the HTML part, the link in its attribute too', () => {
    const { html } = renderMail('sri@warung.id', content);
    expect(html).toContain(
      '<p style="margin:0 0 16px">Restoran &lt;script&gt;alert(1)&lt;/script&gt; terdaftar.</p>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>Halo &lt;Meja&gt;</title>');
    expect(html).toContain('href="https://meja.example.id/reset-password?token=a-b_c&amp;pos=x"');
    expect(html).toContain('>Buka &quot;link&quot;</a>');
    expect(html).toMatch(/^<!doctype html>\n<html lang="id">/);
  });

  it('works without a link or closing paragraphs', () => {
    const mail = renderMail('a@b.id', { subject: 'S', intro: ['Satu.'] });
    expect(mail.text).toBe('Satu.\n\n— Meja');
    expect(mail.html).not.toContain('<a ');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderMail('a@b.id', { subject: 'S', intro: [], action: { label: 'x', url: 'javascript:alert(1)' } }),
    ).toThrow(/http/);
  });
});
