import type { DiscountInputBody } from '@meja/shared/contracts/discounts';
import type { Order } from '@meja/shared/contracts/orders';
import { DISCOUNT_KINDS, DISCOUNT_PIN_LENGTH, DISCOUNT_REASON_MAX } from '@meja/shared/discounts';
import { formatRupiah } from '@meja/shared/money';
import type { Role } from '@meja/shared/roles';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, messageOf } from '../../../api/api-error';
import { saveOrderDiscounts } from '../../../api/discounts-api';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';
import {
  discountFormProblems,
  discountInputs,
  discountsWith,
  discountsWithout,
  draftDiscount,
  emptyDiscountForm,
  hasNewDiscount,
  lineOfTarget,
  pinNeeded,
  previewDiscounts,
  WHOLE_BILL,
  type DiscountFormValues,
} from './discount-draft';
import { discountTargetLabel, discountValueLabel } from './discount-labels';
import { discountMessages } from './discount-messages';
import { DiscountPreviewRows } from './discount-preview';

interface DiscountDialogProps {
  tenantSlug: string;
  /** An unpaid order, not in an open split. */
  order: Order;
  role: Role;
  /** The cashier's limit (% of the dishes); null when unknown (then only the server asks for a PIN). */
  limitPercent: number | null;
  /** After a save or a removal: the order as the server stored it. */
  onSaved: (order: Order, change: 'saved' | 'removed') => void;
  onClose: () => void;
}

/**
 * 'Diskon' on an unpaid order (issue 20): one discount on the bill or on a line, in percent or
 * rupiah, with its reason; the discounts already given, each removable; a preview of the new total
 * by the shared rules; and, for a cashier above the restaurant's limit, an admin's PIN.
 */
export function DiscountDialog({
  tenantSlug,
  order,
  role,
  limitPercent,
  onSaved,
  onClose,
}: DiscountDialogProps) {
  const t = useMessages(discountMessages);
  const form = useForm<DiscountFormValues>({ defaultValues: emptyDiscountForm() });
  const { errors } = form.formState;
  const [target, kind, value, reason, pin] = useWatch({
    control: form.control,
    name: ['target', 'kind', 'value', 'reason', 'pin'],
  });
  const values: DiscountFormValues = { target, kind, value, reason, pin };
  // The server asked for a PIN (DISCOUNT_PIN_REQUIRED): the field stays until the dialog closes.
  const [serverAsked, setServerAsked] = useState<string | null>(null);

  const draft = draftDiscount(values);
  const next: DiscountInputBody[] = draft
    ? discountsWith(order.discounts, draft)
    : discountInputs(order.discounts);
  const preview = previewDiscounts(order, next);
  const fresh = draft !== null && hasNewDiscount(order.discounts, next);
  const localPin = pinNeeded({
    role,
    limitPercent,
    fresh,
    discount: preview.ok ? preview.charges.discount : 0,
    subtotal: order.total,
  });
  const askPin = role === 'CASHIER' && (localPin || serverAsked !== null);
  const targetLine = lineOfTarget(values.target);
  const replaces = order.discounts.some((discount) => discount.line === targetLine);

  const save = useMutation({
    mutationFn: (body: { discounts: DiscountInputBody[]; pin?: string }) =>
      saveOrderDiscounts(tenantSlug, order._id, body),
    onSuccess: (stored) => onSaved(stored, 'saved'),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'DISCOUNT_PIN_REQUIRED') setServerAsked(error.message);
      if (error instanceof ApiError && error.code === 'DISCOUNT_PIN_WRONG') {
        form.setError('pin', { message: error.message });
        form.setFocus('pin');
      }
    },
  });
  const remove = useMutation({
    mutationFn: (index: number) =>
      saveOrderDiscounts(tenantSlug, order._id, { discounts: discountsWithout(order.discounts, index) }),
    onSuccess: (stored) => onSaved(stored, 'removed'),
  });
  const working = save.isPending || remove.isPending;

  function submit(typed: DiscountFormValues): void {
    save.reset();
    remove.reset();
    const problems = discountFormProblems(typed, askPin, t);
    const fields = (['value', 'reason', 'pin'] as const).filter((field) => problems[field]);
    for (const field of fields) form.setError(field, { message: problems[field] });
    const first = fields[0];
    if (first) {
      form.setFocus(first);
      return;
    }
    if (!preview.ok) return;
    save.mutate({ discounts: next, ...(askPin && { pin: typed.pin }) });
  }

  const pinWrongShown = save.error instanceof ApiError && save.error.code === 'DISCOUNT_PIN_WRONG';
  const saveError = save.error && !pinWrongShown ? messageOf(save.error, t.saveFailed) : null;
  const lineOptions = [
    { value: WHOLE_BILL, label: t.wholeBill },
    ...order.items.map((item, index) => ({
      value: String(index),
      label: t.lineOption({ name: item.name, qty: item.qty, amount: formatRupiah(item.price * item.qty) }),
    })),
  ];

  return (
    <ModalDialog
      title={t.title({ id: shortId(order._id, 6) })}
      wide
      onClose={() => {
        if (!working) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={working}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            form={`discount-form-${order._id}`}
            variant="primary"
            disabled={remove.isPending}
            loading={save.isPending}
            loadingLabel={t.saving}
          >
            {t.save}
          </Button>
        </>
      }
    >
      <div className="space-y-5" data-discount-dialog>
        <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-stone-100 px-3 py-2">
          <span className="text-sm text-stone-700">
            {t.orderSummary({
              table: order.table,
              items: order.items.reduce((sum, item) => sum + item.qty, 0),
            })}
          </span>
          <span className="text-sm text-stone-700">
            {t.currentTotal}{' '}
            <span className="text-base font-bold tabular-nums text-stone-900" data-discount-current-total>
              {formatRupiah(order.grandTotal)}
            </span>
          </span>
        </p>

        {order.discounts.length > 0 ? (
          <CurrentDiscounts
            order={order}
            disabled={working}
            removing={remove.isPending ? remove.variables : null}
            onRemove={(index) => {
              save.reset();
              remove.mutate(index);
            }}
          />
        ) : null}
        {remove.error ? <ErrorMessage>{messageOf(remove.error, t.removeFailed)}</ErrorMessage> : null}

        <form
          id={`discount-form-${order._id}`}
          noValidate
          aria-label={t.newDiscount}
          className="space-y-4"
          onSubmit={form.handleSubmit(submit)}
        >
          <h3 className="text-sm font-semibold text-stone-900">{t.newDiscount}</h3>
          <SelectField
            label={t.target}
            options={lineOptions}
            hint={replaces ? t.replaces : undefined}
            disabled={working}
            {...form.register('target', { onChange: () => save.reset() })}
          />
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">{t.kind}</legend>
            <div className="mt-1.5 grid grid-cols-2 gap-2">
              {DISCOUNT_KINDS.map((kind) => (
                <label
                  key={kind}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-2.5 text-sm font-semibold whitespace-nowrap text-stone-900 has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft) has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-stone-900"
                >
                  <input
                    type="radio"
                    value={kind}
                    disabled={working}
                    className="size-5 shrink-0 accent-(--tenant-accent)"
                    {...form.register('kind', { onChange: () => save.reset() })}
                  />
                  {kind === 'PERCENT' ? t.percent : t.fixed}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            <TextField
              label={values.kind === 'FIXED' ? t.valueFixed : t.valuePercent}
              inputMode="numeric"
              autoComplete="off"
              hint={values.kind === 'FIXED' ? t.valueHintFixed : t.valueHintPercent}
              error={errors.value?.message}
              disabled={working}
              {...form.register('value', { onChange: () => save.reset() })}
            />
            <TextField
              label={t.reason}
              maxLength={DISCOUNT_REASON_MAX}
              autoComplete="off"
              hint={t.reasonHint}
              error={errors.reason?.message}
              disabled={working}
              {...form.register('reason')}
            />
          </div>
          {role === 'CASHIER' && limitPercent !== null && !askPin ? (
            <p className="text-sm text-stone-700">{t.limitNote({ limit: limitPercent })}</p>
          ) : null}
          {askPin ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3" data-discount-pin>
              <p className="mb-3 text-sm text-amber-950">
                {localPin && limitPercent !== null ? (
                  t.pinHint({ limit: limitPercent })
                ) : (
                  <>
                    {serverAsked} {t.pinHintServer}
                  </>
                )}
              </p>
              <TextField
                label={t.pin}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={DISCOUNT_PIN_LENGTH}
                pattern="[0-9]*"
                className="sm:max-w-48"
                error={errors.pin?.message}
                disabled={working}
                {...form.register('pin')}
              />
            </div>
          ) : null}
        </form>

        <section
          aria-label={t.preview}
          className="rounded-lg border border-stone-200 p-3"
          data-discount-preview
        >
          <h3 className="text-sm font-semibold text-stone-900">{t.preview}</h3>
          <DiscountPreviewRows order={order} preview={preview} />
        </section>
        {saveError ? <ErrorMessage>{saveError}</ErrorMessage> : null}
      </div>
    </ModalDialog>
  );
}

function CurrentDiscounts({
  order,
  disabled,
  removing,
  onRemove,
}: {
  order: Order;
  disabled: boolean;
  removing: number | null | undefined;
  onRemove: (index: number) => void;
}) {
  const t = useMessages(discountMessages);
  return (
    <section aria-label={t.currentDiscounts}>
      <h3 className="text-sm font-semibold text-stone-900">{t.currentDiscounts}</h3>
      <ul className="mt-1.5 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
        {order.discounts.map((discount, index) => {
          const target = discountTargetLabel(t, order, discount.line);
          return (
            <li
              key={`${discount.line ?? 'bill'}`}
              className="flex items-center gap-3 px-3 py-2"
              data-current-discount={discount.line ?? 'bill'}
            >
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap justify-between gap-x-3 font-semibold text-stone-900">
                  <span className="break-words">
                    {t.discountOn({ target, value: discountValueLabel(t, discount) })}
                  </span>
                  <span className="tabular-nums">{t.minus({ amount: formatRupiah(discount.amount) })}</span>
                </span>
                <span className="block break-words text-stone-700">{discount.reason}</span>
                <span className="block text-xs text-stone-600">
                  {t.by({ name: discount.by })}
                  {discount.approvedBy ? t.approvedBy({ name: discount.approvedBy }) : null}
                </span>
              </span>
              <Button
                variant="danger"
                className="shrink-0 px-3"
                disabled={disabled}
                loading={removing === index}
                loadingLabel={t.removing}
                context={t.removeContext({ target })}
                onClick={() => onRemove(index)}
              >
                {t.remove}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
