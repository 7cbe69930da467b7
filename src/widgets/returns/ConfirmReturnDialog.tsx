import { useCallback, useEffect, useState } from 'react';
import type { CheckReturnNumberResult, TransportRecord } from '../../contract/returns';
import { toastBus } from '../../core';
import { Button, Details, Dialog, Field, TextInput } from '../../ui';
import { useRemote } from '../use-remote';
import { returnsApi } from './api';
import { common, transportLabels as text } from './labels';
import { FormFields } from './layout';

/** How long the number rests before it is checked (typing). */
const CHECK_DELAY_MS = 300;

/** The live check of a return number: the answer for the number as typed now (null while checking). */
function useNumberCheck(returnNumber: string): { result: CheckReturnNumberResult | null; checking: boolean } {
  const value = returnNumber.trim();
  const [answer, setAnswer] = useState<{ value: string; result: CheckReturnNumberResult } | null>(null);
  useEffect(() => {
    if (!value) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      returnsApi
        .checkReturnNumber(value, { signal: controller.signal, silent: true })
        .then((result) => setAnswer({ value, result }))
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  const current = answer?.value === value ? answer.result : null;
  return { result: value ? current : null, checking: !!value && !current };
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
  const sw = useRemote(useCallback((signal: AbortSignal) => returnsApi.logisticsSwitch({ signal }), []));
  // The record's source as the server has it now (the row may be stale); the row until it arrives.
  const source = useRemote(
    useCallback(
      (signal: AbortSignal) => returnsApi.transportSource(record.id, { signal, silent: true }),
      [record.id],
    ),
  );
  const shown = source.data ?? record;
  /** Unknown (null) until the switch is read: the number field and the button wait for it. */
  const required = sw.data ? sw.data.returnNumberRequired : sw.error ? true : null;
  const [returnNumber, setReturnNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const check = useNumberCheck(returnNumber);
  const hint = check.checking ? text.checking : check.result?.valid ? text.valid : undefined;
  const shownError = error ?? (check.result && !check.result.valid ? check.result.message : undefined);

  const submit = async () => {
    if (submitting) return;
    const value = returnNumber.trim();
    if (required === null) return;
    if (required && !value) return setError(text.required);
    if (value && check.result && !check.result.valid) return;
    setError(undefined);
    setSubmitting(true);
    try {
      const created = await returnsApi.confirmTransport({
        id: record.id,
        ...(value && { returnNumber: value }),
      });
      toastBus.show({ message: text.confirmed(created.documentNo), tone: 'success' });
      onConfirmed();
    } catch {
      // The http client has shown the server's message (a number used meanwhile …).
    } finally {
      setSubmitting(false);
    }
  };

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
            loading={submitting}
            disabled={required === null}
            onClick={() => void submit()}
          >
            {text.confirm}
          </Button>
        </>
      }
    >
      <FormFields
        aria-label={text.dialogTitle}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
          <Field
            label={text.returnNumber}
            required
            error={shownError}
            hint={shownError ? undefined : (hint ?? text.returnNumberHint)}
          >
            <TextInput
              value={returnNumber}
              maxLength={32}
              onChange={(e) => {
                setReturnNumber(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
        )}
      </FormFields>
    </Dialog>
  );
}
