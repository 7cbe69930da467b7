import { useState, type FormEvent } from 'react';
import { createTraceId, toastBus } from '../../core';
import { Button, Dialog, Field, Select, TextInput, type SelectOption } from '../../ui';
import { FormFields, Warning } from './layout';
import { returnsApi } from './api';
import { CHANNEL_LABELS, formLabels as text } from './labels';
import {
  emptyForm,
  hasErrors,
  shanghaiToday,
  toRequest,
  validateReturn,
  type ReturnForm,
  type ReturnFormErrors,
} from './return-form';
import { useFormLookups } from './use-form-lookups';

const CHANNEL_OPTIONS: SelectOption<ReturnForm['channel']>[] = [
  { value: 'toDoor', label: CHANNEL_LABELS.toDoor },
  { value: 'self', label: CHANNEL_LABELS.self },
];

export interface ReturnFormDialogProps {
  initialChannel: ReturnForm['channel'];
  onClose: () => void;
  onCreated: () => void;
}

/**
 * 去归还: books a door pickup or declares a self return. The dialog keeps one requestId until it
 * succeeds, so a double submit or a retry books once.
 */
export function ReturnFormDialog({ initialChannel, onClose, onCreated }: ReturnFormDialogProps) {
  const today = shanghaiToday();
  const [form, setForm] = useState<ReturnForm>(() => emptyForm(initialChannel, today));
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [requestId] = useState(createTraceId);
  const [submitting, setSubmitting] = useState(false);
  const lookups = useFormLookups(form.warehouseId);
  const available = form.trayTypeCode ? lookups.availableOf(form.trayTypeCode) : null;
  const edit = (change: Partial<ReturnForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const found = validateReturn(form, available, today);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const built = toRequest(form, requestId);
      const created =
        built.channel === 'toDoor'
          ? await returnsApi.book(built.request)
          : await returnsApi.selfReturn(built.request);
      toastBus.show({
        message:
          built.channel === 'toDoor' ? text.booked(created.documentNo) : text.submitted(created.documentNo),
        tone: 'success',
      });
      onCreated();
    } catch {
      // The http client has shown the server's message; the requestId stays for a retry.
    } finally {
      setSubmitting(false);
    }
  };

  const dateLabel = form.channel === 'toDoor' ? text.pickupDate : text.expectedDate;
  return (
    <Dialog
      open
      title={text.title}
      onClose={onClose}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button variant="primary" loading={submitting} onClick={() => void submit()}>
            {text.submit}
          </Button>
        </>
      }
    >
      <FormFields aria-label={text.title} onSubmit={submit} noValidate>
        {lookups.pendingRecycle > 0 && (
          <Warning role="status">{text.recycleWarning(lookups.pendingRecycle)}</Warning>
        )}
        <Field label={text.channel} required>
          <Select options={CHANNEL_OPTIONS} value={form.channel} onChange={(channel) => edit({ channel })} />
        </Field>
        <Field label={text.warehouse} required error={errors.warehouseId}>
          <Select
            options={lookups.warehouseOptions}
            value={form.warehouseId}
            onChange={(warehouseId) => edit({ warehouseId, trayTypeCode: '' })}
          />
        </Field>
        <Field label={text.trayType} required error={errors.trayTypeCode}>
          <Select
            options={lookups.trayTypeOptions}
            value={form.trayTypeCode}
            onChange={(trayTypeCode) => edit({ trayTypeCode })}
          />
        </Field>
        <Field
          label={text.quantity}
          required
          error={errors.quantity}
          hint={available === null ? undefined : text.available(available)}
        >
          <TextInput
            inputMode="numeric"
            value={form.quantity}
            onChange={(e) => edit({ quantity: e.target.value })}
          />
        </Field>
        <Field label={dateLabel} required error={errors.date}>
          <TextInput
            type="date"
            min={today}
            value={form.date}
            onChange={(e) => edit({ date: e.target.value })}
          />
        </Field>
        {form.channel === 'toDoor' ? (
          <>
            <Field label={text.contact} required error={errors.contact}>
              <TextInput
                value={form.contact}
                maxLength={50}
                onChange={(e) => edit({ contact: e.target.value })}
              />
            </Field>
            <Field label={text.phone} required error={errors.phone}>
              <TextInput
                inputMode="tel"
                value={form.phone}
                maxLength={11}
                onChange={(e) => edit({ phone: e.target.value })}
              />
            </Field>
          </>
        ) : (
          <>
            <Field label={text.depot} required error={errors.depotId}>
              <Select
                options={lookups.depotOptions}
                value={form.depotId}
                onChange={(depotId) => edit({ depotId })}
              />
            </Field>
            <Field label={text.plateNumber} required error={errors.plateNumber}>
              <TextInput
                value={form.plateNumber}
                maxLength={8}
                onChange={(e) => edit({ plateNumber: e.target.value })}
              />
            </Field>
          </>
        )}
        <Field label={text.remark}>
          <TextInput value={form.remark} maxLength={200} onChange={(e) => edit({ remark: e.target.value })} />
        </Field>
      </FormFields>
    </Dialog>
  );
}
