import { upiContentPattern } from '@/api/generated/lists/upi-content-pattern.gen';

/** What a UPI payment link carries (spec §3 "Payment link"; NPCI UPI linking specification). */
export type UpiPayment = {
  /** `pa`: the payee's UPI ID (virtual payment address), e.g. `owen@okbank`. */
  payeeAddress: string;
  /** `pn`: the payee's name, shown by the payer's app; omitted when empty. */
  payeeName?: string;
  /** `am`: a preset amount in rupees; omit it so the payer types the amount. */
  amount?: number;
  /** `cu`: ISO 4217 currency; the NPCI spec only allows INR (spec §9 default). */
  currency?: 'INR';
};

/**
 * The `upi://pay?...` URI of a payment (NPCI UPI linking specification), used both as the link
 * that opens the app chooser on Android and as the QR code's content.
 * Values are made well-formed (a lone UTF-16 surrogate becomes U+FFFD) and percent-encoded
 * with `encodeURIComponent` (a space is `%20`, never `+`, which several UPI apps show literally). The UPI ID is checked, not encoded: its grammar (spec §5)
 * has only URI-safe characters plus `@`, which apps expect unescaped.
 * @returns the URI, or `undefined` when the UPI ID is not valid.
 */
export function upiPayUri({
  payeeAddress,
  payeeName,
  amount,
  currency = 'INR',
}: UpiPayment): string | undefined {
  // Well-formed first: encodeURIComponent throws on a lone surrogate.
  const pa = payeeAddress.toWellFormed().trim();
  if (pa === '' || !upiContentPattern.test(pa)) return undefined;
  const parts = [`pa=${pa}`];
  const pn = payeeName?.toWellFormed().trim();
  if (pn) parts.push(`pn=${encodeURIComponent(pn)}`);
  if (amount !== undefined && Number.isFinite(amount) && amount > 0)
    parts.push(`am=${amount.toFixed(2)}`);
  parts.push(`cu=${currency}`);
  return `upi://pay?${parts.join('&')}`;
}
