import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Textarea } from '@mantine/core';
import { ORDER_NOTE_MAX, ORDER_QUANTITY_MAX } from '@tavola/domain/ordering';
import { useEffect, useRef, useState } from 'react';
import { FormModal } from '#components/form-modal.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useCorrectOrderLine } from '../api/correct-order-line';
import type { OrderLine } from '../api/list-orders';
import { useVoidOrderLine } from '../api/void-order-line';

/** Why the server refused a change to a line, in words. */
function LineRefusal({ error }: { error: unknown }) {
  if (!error) return null;
  const code = errorCode(error);
  if (code === 'order_closed')
    return <Trans>This order has been closed: its lines can no longer change.</Trans>;
  if (code === 'line_void') return <Trans>This line has been voided: it can no longer change.</Trans>;
  if (code === 'order_line_not_found') return <Trans>This line is no longer on the order.</Trans>;
  return <Trans>The change could not be saved. Try again.</Trans>;
}

/** The line, or the last one while the modal closes (its title stays). */
function useShownLine(line: OrderLine | null): OrderLine | null {
  const last = useRef(line);
  if (line) last.current = line;
  return line ?? last.current;
}

export interface LineModalProps {
  clubId: number;
  /** the line to change; null: closed */
  line: OrderLine | null;
  onClose: () => void;
}

/** "Correct": a sent line's quantity or note (it keeps the price it was sent at). */
export function CorrectLineModal({ clubId, line, onClose }: LineModalProps) {
  const { t } = useLingui();
  const correct = useCorrectOrderLine(clubId);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // every opening starts from the line as it is
  useEffect(() => {
    if (!line) return;
    setQuantity(line.quantity);
    setNote(line.note ?? '');
    setProblem(null);
    correct.reset();
  }, [line]);

  const dish = useShownLine(line)?.name ?? '';
  const submit = () => {
    if (!line) return;
    const value = Number(quantity);
    if (!Number.isInteger(value) || value < 1 || value > ORDER_QUANTITY_MAX) {
      setProblem(t`Enter a quantity from 1 to ${ORDER_QUANTITY_MAX}.`);
      return;
    }
    setProblem(null);
    correct.mutate(
      { lineId: line.id, quantity: value, note: note.trim() || null },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t`${dish} corrected.` });
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      opened={line !== null}
      title={t`Correct ${dish}`}
      description={<Trans>The line keeps the price it was sent at.</Trans>}
      error={correct.isError && <LineRefusal error={correct.error} />}
      submitLabel={<Trans>Save</Trans>}
      pending={correct.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NumberInput
        label={t`Quantity`}
        required
        min={1}
        max={ORDER_QUANTITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={quantity}
        onChange={setQuantity}
        error={problem}
        data-autofocus
      />
      <Textarea
        label={t`Note for the kitchen`}
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </FormModal>
  );
}

/** "Void": the line stays on the bill, struck through with the reason given, and leaves the total. */
export function VoidLineModal({ clubId, line, onClose }: LineModalProps) {
  const { t } = useLingui();
  const voidLine = useVoidOrderLine(clubId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!line) return;
    setReason('');
    setProblem(null);
    voidLine.reset();
  }, [line]);

  const dish = useShownLine(line)?.name ?? '';
  const submit = () => {
    if (!line) return;
    const given = reason.trim();
    if (!given) {
      setProblem(t`Say why the line is voided.`);
      return;
    }
    setProblem(null);
    voidLine.mutate(
      { lineId: line.id, reason: given },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t`${dish} voided.` });
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      opened={line !== null}
      title={t`Void ${dish}`}
      description={
        <Trans>The line stays on the bill, struck through with the reason, and leaves the total.</Trans>
      }
      error={voidLine.isError && <LineRefusal error={voidLine.error} />}
      submitLabel={<Trans>Void the line</Trans>}
      submitColor="red"
      pending={voidLine.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Textarea
        label={t`Reason`}
        description={t`For example: sent twice, the guest changed their mind.`}
        required
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={problem}
        data-autofocus
      />
    </FormModal>
  );
}
