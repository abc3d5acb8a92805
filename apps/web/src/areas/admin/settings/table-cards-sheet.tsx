import { tableMenuUrl } from '@meja/shared/table-list';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../../i18n/use-messages';
import { drawQrPng } from './qr-code';
import { tableCardsMessages } from './settings-messages';

/** Six cards (2 × 3) on each A4 page. */
export const CARDS_PER_PAGE = 6;
/** Pixels of each card's QR picture: about 300 dpi at the 44 mm it is printed. */
const CARD_QR_PX = 512;

/*
 * The sheet's own CSS: an A4 page with 10 mm margins, 2 × 3 cards with dashed cut lines; when
 * printing, only the print copy (a child of <body>) is shown, so nothing else adds a page.
 */
const TABLE_CARDS_CSS = `
.meja-table-cards-print { display: none; }
.tc-card { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1.5mm;
  min-width: 0; min-height: 0; overflow: hidden; border: 1px dashed #a8a29e; padding: 4mm; text-align: center;
  color: #1c1917; background: #fff; }
.tc-name { max-width: 100%; font-size: 12pt; font-weight: 700; line-height: 1.2; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.tc-table { font-size: 22pt; font-weight: 800; line-height: 1.1; }
.tc-table small { display: block; font-size: 10pt; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #57534e; }
.tc-qr { width: 44mm; height: 44mm; flex: none; image-rendering: pixelated; }
.tc-scan { font-size: 11pt; font-weight: 600; }
.tc-url { max-width: 100%; font-size: 6pt; color: #57534e; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
@page { size: A4; margin: 10mm; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; min-height: 0 !important; }
  body > :not(.meja-table-cards-print) { display: none !important; }
  .meja-table-cards-print { display: block !important; }
  .tc-page { width: 190mm; height: 276mm; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-rows: repeat(3, minmax(0, 1fr)); overflow: hidden; break-after: page; break-inside: avoid; }
  .tc-page:last-child { break-after: auto; }
}
`;

export interface TableCardData {
  table: string;
  url: string;
}

/** The table's card: the restaurant, the table, its QR code and a short 'scan to order' line. */
function TableCard({
  restaurant,
  card,
  qr,
}: {
  restaurant: string;
  card: TableCardData;
  qr: string | undefined;
}) {
  const t = useMessages(tableCardsMessages);
  return (
    <div className="tc-card" data-table-card={card.table}>
      <div className="tc-name">{restaurant}</div>
      <div className="tc-table">
        <small>{t.table}</small>
        {card.table}
      </div>
      {qr ? (
        <img
          className="tc-qr"
          src={qr}
          alt={t.qrAlt({ table: card.table })}
          width={CARD_QR_PX}
          height={CARD_QR_PX}
        />
      ) : (
        <div className="tc-qr" aria-hidden="true" />
      )}
      <div className="tc-scan">{t.scan}</div>
      <div className="tc-url">{card.url}</div>
    </div>
  );
}

type Drawn =
  { status: 'drawing' } | { status: 'failed' } | { status: 'ready'; qrs: ReadonlyMap<string, string> };

/** Every card's QR code, drawn one after another (200 at most). */
export function useTableQrs(cards: readonly TableCardData[]): Drawn {
  const key = cards.map((card) => card.url).join('\n');
  const [drawn, setDrawn] = useState<{ key: string; value: Drawn } | null>(null);
  useEffect(() => {
    let current = true;
    const urls = key === '' ? [] : key.split('\n');
    (async () => {
      const qrs = new Map<string, string>();
      for (const url of urls) qrs.set(url, await drawQrPng(url, CARD_QR_PX));
      return qrs;
    })().then(
      (qrs) => {
        if (current) setDrawn({ key, value: { status: 'ready', qrs } });
      },
      () => {
        if (current) setDrawn({ key, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return drawn?.key === key ? drawn.value : { status: 'drawing' };
}

interface SheetProps {
  restaurant: string;
  cards: readonly TableCardData[];
  qrs: ReadonlyMap<string, string>;
}

/** On screen: the cards in a grid to look at. */
export function TableCardsPreview({ restaurant, cards, qrs }: SheetProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-table-cards-preview>
      {cards.map((card) => (
        <TableCard key={card.table} restaurant={restaurant} card={card} qr={qrs.get(card.url)} />
      ))}
    </div>
  );
}

/** In print: the A4 pages, six cards each, as the only thing on paper. */
export function TableCardsPrintCopy({ restaurant, cards, qrs }: SheetProps) {
  const pages: TableCardData[][] = [];
  for (let start = 0; start < cards.length; start += CARDS_PER_PAGE) {
    pages.push(cards.slice(start, start + CARDS_PER_PAGE));
  }
  return createPortal(
    <div className="meja-table-cards-print" data-table-cards-print>
      {pages.map((page, index) => (
        <div key={page[0]?.table ?? index} className="tc-page">
          {page.map((card) => (
            <TableCard key={card.table} restaurant={restaurant} card={card} qr={qrs.get(card.url)} />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}

/** The sheet's CSS, while the page is shown. */
export function TableCardsStyle() {
  return <style>{TABLE_CARDS_CSS}</style>;
}

export function cardsOf(origin: string, tenantSlug: string, tables: readonly string[]): TableCardData[] {
  return tables.map((table) => ({ table, url: tableMenuUrl(origin, tenantSlug, table) }));
}
