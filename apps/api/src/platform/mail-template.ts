import type { MailMessage } from './mail';

/**
 * Every email Meja sends, as plain text and as HTML from the same parts. Values put into the parts
 * (a restaurant name, an address) are plain text: the HTML escapes them, so a restaurant called
 * `<b>Warung</b>` reads exactly that and never becomes markup.
 */
export interface MailContent {
  subject: string;
  /** Paragraphs before the link. */
  intro: readonly string[];
  /** The one thing to do: a button in HTML, the bare address in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the link (how long it is valid, what to do if this was not you). */
  outro?: readonly string[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and for a double- or single-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

function safeLink(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`mail links must be http(s), not ${parsed.protocol}`);
  }
  return parsed.href;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5';

function htmlParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
}

function htmlAction(action: { label: string; url: string }): string {
  const href = escapeHtml(action.url);
  return [
    '<p style="margin:24px 0">',
    `<a href="${href}" style="display:inline-block;background:#b45309;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a>`,
    '</p>',
    '<p style="margin:0 0 16px;font-size:13px;color:#57534e">Jika tombol tidak berfungsi, salin alamat ini ke browser:<br>',
    `<a href="${href}" style="color:#92400e;word-break:break-all">${href}</a></p>`,
  ].join('\n');
}

/** The message to send to `to`: a text part and an HTML part saying the same. */
export function renderMail(to: string, content: MailContent): MailMessage {
  const action = content.action && { label: content.action.label, url: safeLink(content.action.url) };
  const outro = content.outro ?? [];
  const text = [
    ...content.intro,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...outro,
    '— Meja',
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="id"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#fafaf9">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;padding:24px;${FONT}">`,
    '<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#92400e">Meja</p>',
    htmlParagraphs(content.intro),
    action ? htmlAction(action) : '',
    htmlParagraphs(outro),
    '</div></body></html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
  return { to, subject: content.subject, text, html };
}
