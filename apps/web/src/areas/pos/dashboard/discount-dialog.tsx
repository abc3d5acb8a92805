import { DISCOUNT_KINDS, DISCOUNT_REASON_MAX, type DiscountKind } from '@meja/shared/discounts';
import { formatRupiah } from '@meja/shared/money';
import type { CartDiscount } from '@meja/shared/pos-cart';
import { useId, useState } from 'react';
import { Button } from '../../../components/button/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { draftOf, problemText, readDraft, type DiscountDraft } from './discount-draft';
import { discountMessages } from './discount-messages';

interface DiscountDialogProps {
  title: string;
  /** What the discount comes off: the line's amount, or what the lines' own discounts leave of the bill. */
  base: number;
  baseLabel: string;
  current: CartDiscount | null;
  /** Whether the cart with this discount needs an admin's PIN (a cashier above the limit). */
  needsPinWith: (discount: CartDiscount) => boolean;
  limitPercent: number;
  onSave: (discount: CartDiscount) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * Issue 20: a discount on a cart line or on the whole bill — percent or rupiah, its value and its
 * reason (required) — with what it takes off, live, and a word when it needs an admin's PIN.
 */
export function DiscountDialog(props: DiscountDialogProps) {
  const { title, base, baseLabel, current, needsPinWith, limitPercent, onSave, onRemove, onClose } = props;
  const t = useMessages(discountMessages);
  const formId = useId();
  const [draft, setDraft] = useState<DiscountDraft>(() => draftOf(current));
  const [tried, setTried] = useState(false);
  const reading = readDraft(draft, base);
  const change = (next: Partial<DiscountDraft>) => setDraft((before) => ({ ...before, ...next }));
  const kindLabels: Record<DiscountKind, string> = { PERCENT: t.percent, FIXED: t.fixed };
  const valueError = tried && reading.valueProblem ? problemText(t, reading.valueProblem) : undefined;
  const reasonError = tried && reading.reasonProblem ? problemText(t, reading.reasonProblem) : undefined;
  const overLimit = reading.discount !== null && needsPinWith(reading.discount);

  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          {current ? (
            <Button variant="secondary" onClick={onRemove} data-discount-remove>
              {t.remove}
            </Button>
          ) : null}
          <Button type="submit" form={formId} variant="primary" data-discount-save>
            {t.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (reading.discount) onSave(reading.discount);
        }}
      >
        <p className="text-sm text-stone-700 tabular-nums" data-discount-base>
          {baseLabel}
        </p>
        <div role="radiogroup" aria-label={t.kind} className="grid grid-cols-2 gap-2">
          {DISCOUNT_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={draft.kind === kind}
              onClick={() => change({ kind })}
              className="min-h-11 touch-manipulation rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100 aria-checked:border-stone-900 aria-checked:bg-stone-900 aria-checked:text-white"
            >
              {kindLabels[kind]}
            </button>
          ))}
        </div>
        <TextField
          label={draft.kind === 'PERCENT' ? t.valuePercent : t.valueFixed}
          inputMode="numeric"
          autoComplete="off"
          value={draft.value}
          onChange={(event) => change({ value: event.target.value })}
          error={valueError}
          data-discount-value
        />
        <TextField
          label={t.reason}
          maxLength={DISCOUNT_REASON_MAX}
          autoComplete="off"
          placeholder={t.reasonPlaceholder}
          value={draft.reason}
          onChange={(event) => change({ reason: event.target.value })}
          error={reasonError}
          data-discount-reason
        />
        <p
          className="rounded-lg bg-emerald-50 px-3 py-2 text-base font-bold tabular-nums text-emerald-900"
          aria-live="polite"
          data-discount-preview
        >
          {t.preview({ amount: t.amountOff({ amount: formatRupiah(reading.amount ?? 0) }) })}
        </p>
        {overLimit ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {t.overLimit({ limit: String(limitPercent) })}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
