/*
 * The lines of a paper receipt or kitchen ticket before they become printer bytes (issue 21): every
 * text line already wrapped to the roll's columns — 32 on 58 mm paper, 48 on 80 mm — so the layout
 * is tested as text and the encoder only styles and sends it.
 */

export type PrintBlock =
  | { kind: 'text'; text: string; align?: 'left' | 'center'; bold?: boolean; tall?: boolean }
  | { kind: 'rule' }
  | { kind: 'qr'; value: string }
  | { kind: 'feed'; lines: number };

/** Characters per line of each roll (Font A, the printers' default). */
export const COLUMNS = { '58': 32, '80': 48 } as const;
export type RollWidth = keyof typeof COLUMNS;

/**
 * What a thermal printer's code page can print: a typographic minus, dashes, quotes and non-breaking
 * spaces become their ASCII look-alikes; anything else outside printable ASCII is dropped to '?'.
 */
export function printable(text: string): string {
  return text
    .replace(/[\u2212\u2012\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u00A0\u202F\u2009]/g, ' ')
    .replace(/\u00B7/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7E]/g, '?');
}

/** Word-wrapped to `width` columns; a word longer than a line is cut. Never an empty list. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((part) => part !== '')) {
      let rest = word;
      while (rest.length > width) {
        if (line) {
          lines.push(line);
          line = '';
        }
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * 'Subtotal' and 'Rp 75.000' on one line, the amount flush right. A label too long for the line
 * wraps over the full width, the amount at the end of its last line — or, when that line is too
 * full, on a line of its own.
 */
export function row(label: string, value: string, width: number, indent = 0): string[] {
  const amount = printable(value);
  const pad = ' '.repeat(indent);
  const lines = wrap(label, Math.max(1, width - indent)).map((line) => pad + line);
  const last = lines.at(-1) ?? '';
  if (last.length + 1 + amount.length <= width) {
    lines[lines.length - 1] = last + amount.padStart(width - last.length);
    return lines;
  }
  return [...lines, amount.padStart(width)];
}

/** Blocks of left-aligned text lines (each already within the width). */
export const textLines = (lines: readonly string[], style: { bold?: boolean; tall?: boolean } = {}) =>
  lines.map((text): PrintBlock => ({ kind: 'text', text, ...style }));

/** The lines as plain text, as they will print (the tests read this; QR codes show as their value). */
export function asText(blocks: readonly PrintBlock[], width: number): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'rule') return ['-'.repeat(width)];
    if (block.kind === 'qr') return [`[QR ${block.value}]`];
    if (block.kind === 'feed') return Array<string>(block.lines).fill('');
    if (block.align !== 'center') return [block.text];
    const left = Math.floor((width - block.text.length) / 2);
    return [' '.repeat(Math.max(0, left)) + block.text];
  });
}
