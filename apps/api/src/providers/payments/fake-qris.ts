import { dynamicQris } from '@meja/shared/qris';

/*
 * The QRIS the fakes answer with: a fictional merchant's static code (integrations.md §8.2) made
 * dynamic for the amount. Real merchants' codes appear in §8 too, but a QR shown by a dev server
 * could be scanned by a real e-wallet: the fictional one pays no one.
 */
export const FAKE_STATIC_QRIS =
  '00020101021126700020ID.CO.BANKCONTOH.WWW011993600999000000123450212MID0000123450303UMI51440014ID.CO.QRIS.WWW0215ID10230000123450303UMI5204581253033605802ID5922WARUNG MAKAN SEDERHANA6007JAKARTA61051219062110707KASIR0163043BB2';

/** A valid dynamic QRIS (CRC included) for exactly `rupiah`. */
export function fakeDynamicQris(rupiah: number): string {
  return dynamicQris(FAKE_STATIC_QRIS, rupiah);
}
