import { describe, expect, it, vi } from 'vitest';
import { shareReceiptText, whatsappShareUrl } from './receipt-share';

const TEXT = 'Warung Demo\nTOTAL  Rp 38.850';

describe('shareReceiptText', () => {
  it('uses the Web Share API with the receipt as text where the device has it', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    const outcome = await shareReceiptText('Struk', TEXT, { share, clipboard: { writeText } });
    expect(outcome).toEqual({ kind: 'shared' });
    expect(share).toHaveBeenCalledWith({ title: 'Struk', text: TEXT });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the cashier closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    expect(await shareReceiptText('Struk', TEXT, { share })).toEqual({ kind: 'cancelled' });
  });

  it('without a share sheet (or refused): copies the text and offers WhatsApp with it', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareReceiptText('Struk', TEXT, { clipboard: { writeText } })).toEqual({
      kind: 'copied',
      whatsappUrl: whatsappShareUrl(TEXT),
    });
    expect(writeText).toHaveBeenCalledWith(TEXT);
    const refused = vi.fn(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    expect((await shareReceiptText('Struk', TEXT, { share: refused, clipboard: { writeText } })).kind).toBe(
      'copied',
    );
  });

  it('offers WhatsApp alone when the clipboard is refused too', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareReceiptText('Struk', TEXT, { clipboard: { writeText } })).toEqual({
      kind: 'whatsapp',
      whatsappUrl: whatsappShareUrl(TEXT),
    });
    expect(await shareReceiptText('Struk', TEXT, {})).toMatchObject({ kind: 'whatsapp' });
  });

  it('puts the whole text in the WhatsApp link', () => {
    expect(whatsappShareUrl('a b\nc&d')).toBe('https://wa.me/?text=a%20b%0Ac%26d');
  });
});
