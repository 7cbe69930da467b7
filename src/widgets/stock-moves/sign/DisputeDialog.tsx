import { useState } from 'react';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { DISPUTE_REASON_MAX } from '../../../contract/transfer-disputes';
import { createTraceId } from '../../../core';
import { Button, Dialog, FormField, rulesResolver, Select, TextInput, vars } from '../../../ui';
import { useApiAction } from '../../query';
import { movesApi, SIGN_READS } from '../api';
import { disputeLabels as text } from '../labels';
import { useMyWarehouseOptions } from '../../use-lookups';
import { parseCount, validateDisputeForm, type DisputeForm } from '../validation';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

export type DisputeMode = 'correct' | 'reject';

export interface DisputeDialogProps {
  mode: DisputeMode;
  transfer: { id: string; documentNo: string; quantity: number };
  /** A pending transfer's correction names the warehouse that takes the counted pallets in. */
  needsWarehouse: boolean;
  onClose: () => void;
}

/**
 * 更正数量 / 拒收 of a transfer to my company: the counted quantity (and, while pending, the receiving
 * warehouse) and a required reason; asks before it sends (a dispute cannot be undone). The dialog keeps
 * one requestId until it succeeds, so a retry after a lost answer is the same request; a 2003 answer
 * marks the fields it names and the dialog stays open.
 */
export function DisputeDialog({ mode, transfer, needsWarehouse, onClose }: DisputeDialogProps) {
  const warehouses = useMyWarehouseOptions();
  const [requestId] = useState(createTraceId);
  const dispute = { mode, sent: transfer.quantity, needsWarehouse };
  const form = useForm<DisputeForm>({
    defaultValues: { warehouseId: '', correctedQuantity: '', reason: '' },
    resolver: rulesResolver((values: DisputeForm) => validateDisputeForm(dispute, values)),
  });
  const correcting = mode === 'correct';
  const title = correcting ? text.correctTitle(transfer.documentNo) : text.rejectTitle(transfer.documentNo);
  const formId = `transfer-${mode}-${transfer.id}`;

  const action = useApiAction({
    call: (values: DisputeForm) =>
      correcting
        ? movesApi.correctTransfer({
            requestId,
            id: transfer.id,
            ...(needsWarehouse ? { warehouseId: values.warehouseId } : {}),
            correctedQuantity: parseCount(values.correctedQuantity) ?? 0,
            reason: values.reason.trim(),
          })
        : movesApi.rejectTransfer({ requestId, id: transfer.id, reason: values.reason.trim() }),
    confirm: (values) => ({
      message: correcting
        ? text.confirmCorrect(
            transfer.documentNo,
            transfer.quantity,
            parseCount(values.correctedQuantity) ?? 0,
          )
        : text.confirmReject(transfer.documentNo),
      confirmLabel: correcting ? text.correct : text.reject,
    }),
    success: correcting ? text.corrected : text.rejected,
    invalidates: SIGN_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (values) => {
    await action.run(values);
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={formId} variant="danger" loading={action.pending}>
            {correcting ? text.correct : text.reject}
          </Button>
        </>
      }
    >
      <Form id={formId} aria-label={title} onSubmit={submit} noValidate>
        <p>{correcting ? text.correctIntro(transfer.quantity) : text.rejectIntro(transfer.quantity)}</p>
        {correcting && needsWarehouse && (
          <FormField control={form.control} name="warehouseId" label={text.warehouse} required>
            {(field) => <Select options={warehouses} value={field.value} onChange={field.onChange} />}
          </FormField>
        )}
        {correcting && (
          <FormField control={form.control} name="correctedQuantity" label={text.correctedQuantity} required>
            {(field) => <TextInput {...field} inputMode="numeric" />}
          </FormField>
        )}
        <FormField control={form.control} name="reason" label={text.reason} required>
          {(field) => (
            <TextInput {...field} placeholder={text.reasonPlaceholder} maxLength={DISPUTE_REASON_MAX} />
          )}
        </FormField>
      </Form>
    </Dialog>
  );
}
