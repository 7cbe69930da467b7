import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CheckReturnNumberResult, LogisticsSwitch, TransportRecord } from '../../contract/returns';
import { Button, Details, Dialog, FormField, TextInput } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import {
  CHECK_RETURN_NUMBER_CALL,
  LOGISTICS_SWITCH_CALL,
  RETURN_READS,
  returnsApi,
  TRANSPORT_SOURCE_CALL,
} from './api';
import { common, transportLabels as text } from './labels';
import { FormFields } from './layout';

/** How long the number rests before it is checked (typing). */
const CHECK_DELAY_MS = 300;

/** The value once it has rested CHECK_DELAY_MS unchanged. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The live check of a return number: the answer for the number as typed now (null while checking). */
function useNumberCheck(returnNumber: string): { result: CheckReturnNumberResult | null; checking: boolean } {
  const value = returnNumber.trim();
  const settled = useSettled(value);
  const check = useApiQuery<CheckReturnNumberResult>(
    CHECK_RETURN_NUMBER_CALL,
    { returnNumber: settled },
    { silent: true, enabled: !!value && settled === value },
  );
  const current = settled === value && !check.loading ? check.data : null;
  return { result: value ? current : null, checking: !!value && !current };
}

interface ConfirmForm {
  returnNumber: string;
}

/**
 * 确认归还 of a transport record: shows its source and, when the platform requires it, asks the return
 * number, checked live (checkReturnNumber). Confirming twice creates one return (the server keys on the record).
 */
export function ConfirmReturnDialog({
  record,
  onClose,
  onConfirmed,
}: {
  record: TransportRecord;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const sw = useApiQuery<LogisticsSwitch>(LOGISTICS_SWITCH_CALL);
  // The record's source as the server has it now (the row may be stale); the row until it arrives.
  const source = useApiQuery<TransportRecord>(TRANSPORT_SOURCE_CALL, { id: record.id }, { silent: true });
  const shown = source.data ?? record;
  /** Unknown (null) until the switch is read: the number field and the button wait for it. */
  const required = sw.data ? sw.data.returnNumberRequired : sw.error ? true : null;
  const form = useForm<ConfirmForm>({ defaultValues: { returnNumber: '' } });
  const { control } = form;
  const returnNumber = useWatch({ control, name: 'returnNumber' });
  const check = useNumberCheck(returnNumber);
  const refusal = check.result && !check.result.valid ? check.result.message : undefined;
  // The live check's refusal is the field's error until the number changes.
  useEffect(() => {
    if (refusal) form.setError('returnNumber', { type: 'check', message: refusal });
    else form.clearErrors('returnNumber');
  }, [form, refusal]);
  const hint = check.checking ? text.checking : check.result?.valid ? text.valid : text.returnNumberHint;

  const confirm = useApiAction({
    call: (value: string) =>
      returnsApi.confirmTransport({ id: record.id, ...(value && { returnNumber: value }) }),
    success: (created) => text.confirmed(created.documentNo),
    invalidates: RETURN_READS,
    form,
    onSuccess: onConfirmed,
  });
  const submit = form.handleSubmit(async ({ returnNumber: typed }) => {
    const value = typed.trim();
    if (confirm.pending || required === null) return;
    // A refused submit puts the focus on the field, so the clerk can correct the number at once.
    const focus = { shouldFocus: true };
    if (required && !value) return form.setError('returnNumber', { message: text.required }, focus);
    // Submitting revalidates the field, which drops the check's refusal: it is put back.
    if (value && refusal) return form.setError('returnNumber', { type: 'check', message: refusal }, focus);
    await confirm.run(value);
  });

  return (
    <Dialog
      open
      title={text.dialogTitle}
      onClose={onClose}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button
            variant="primary"
            loading={confirm.pending}
            disabled={required === null}
            onClick={() => void submit()}
          >
            {text.confirm}
          </Button>
        </>
      }
    >
      <FormFields aria-label={text.dialogTitle} noValidate onSubmit={submit}>
        <Details
          items={[
            [text.recordNo, shown.recordNo],
            [text.waybillNo, shown.waybillNo],
            [common.plateNumber, shown.plateNumber],
            [common.depot, shown.depotName],
            [common.quantity, shown.quantity],
            [
              `${common.good} / ${common.damaged} / ${common.lost}`,
              `${shown.goodQuantity} / ${shown.damagedQuantity} / ${shown.lostQuantity}`,
            ],
          ]}
        />
        {required && (
          <FormField control={control} name="returnNumber" label={text.returnNumber} required hint={hint}>
            {(field) => <TextInput {...field} maxLength={32} />}
          </FormField>
        )}
      </FormFields>
    </Dialog>
  );
}
