import { VOID_REASON_MAX, VOID_REASON_MESSAGES, type Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';

export const voidDialogMessages = i18n('admin/orders/void-dialog', {
  title: params('Void pesanan #{id}'),
  body: params(
    'Pesanan ini sudah dibayar {amount}. Void membatalkannya, mengembalikan pembayarannya dan stok bahannya. Alasan dan nama Anda dicatat di laporan.',
  ),
  reason: 'Alasan void',
  reasonHint: 'mis. salah input, tamu batal',
  back: 'Kembali',
  confirm: 'Void & kembalikan pembayaran',
  required: VOID_REASON_MESSAGES.required,
});

interface VoidDialogProps {
  order: Order;
  pending: boolean;
  error: string | null;
  onVoid: (reason: string) => void;
  onCancel: () => void;
}

/** Asked before a paid order is cancelled (issue 20): why, kept with who voided it. */
export function VoidDialog({ order, pending, error, onVoid, onCancel }: VoidDialogProps) {
  const t = useMessages(voidDialogMessages);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = `void-${order._id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onVoid(reason.trim());
  };
  return (
    <ModalDialog
      title={t.title({ id: shortId(order._id, 6) })}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t.back}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={pending}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-stone-700">{t.body({ amount: formatRupiah(order.grandTotal) })}</p>
        <TextAreaField
          label={t.reason}
          hint={t.reasonHint}
          rows={2}
          required
          maxLength={VOID_REASON_MAX}
          value={reason}
          error={missing ? t.required : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </form>
    </ModalDialog>
  );
}
