import { useState, type FormEvent } from 'react';
import { createTraceId, toastBus } from '../../../core';
import { Button, Field, Select, TextInput } from '../../../ui';
import { movesApi } from '../api';
import { common, outEntryLabels as text } from '../labels';
import { FormActions, FormGrid } from '../layout';
import { ClientFields } from '../shipments/ClientFields';
import { PlateRemarkFields } from '../shipments/PlateRemarkFields';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../../use-lookups';
import {
  hasErrors,
  parseCount,
  validateOutbound,
  type FormErrors,
  type OutboundForm as Form,
} from '../validation';
import { useAvailableOwnStock } from './use-available';

const EMPTY: Form = {
  fromWarehouseId: '',
  toCompanyId: '',
  toWarehouseId: '',
  trayTypeCode: '',
  quantity: '',
  plateNumber: '',
  remark: '',
};

/**
 * A sale outbound to a downstream client. The form carries one requestId until it succeeds, so a double
 * submit or a retry after a lost answer moves the pallets once (the server returns the first result).
 */
export function OutboundForm({ onCreated }: { onCreated: () => void }) {
  const warehouses = useMyWarehouseOptions();
  const trayTypes = useTrayTypeOptions();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<keyof Form>>({});
  const [requestId, setRequestId] = useState(createTraceId);
  const [submitting, setSubmitting] = useState(false);
  const { available, reload: reloadAvailable } = useAvailableOwnStock(
    form.fromWarehouseId,
    form.trayTypeCode,
  );
  const edit = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateOutbound(form, available);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const waybill = await movesApi.createSaleOutbound({
        requestId,
        fromWarehouseId: form.fromWarehouseId,
        toCompanyId: form.toCompanyId,
        toWarehouseId: form.toWarehouseId,
        trayTypeCode: form.trayTypeCode,
        quantity: parseCount(form.quantity) ?? 0,
        plateNumber: form.plateNumber.trim().toUpperCase(),
        ...(form.remark.trim() && { remark: form.remark.trim() }),
      });
      toastBus.show({ message: text.created(waybill.documentNo), tone: 'success' });
      // The next waybill is a new request; the warehouse and tray type usually stay the same.
      setForm({ ...EMPTY, fromWarehouseId: form.fromWarehouseId, trayTypeCode: form.trayTypeCode });
      setRequestId(createTraceId());
      reloadAvailable();
      onCreated();
    } catch {
      // The http client has shown the server's message; the requestId stays for a retry.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormGrid aria-label={text.formTitle} onSubmit={submit} noValidate>
      <Field label={text.fromWarehouse} required error={errors.fromWarehouseId}>
        <Select
          options={warehouses}
          value={form.fromWarehouseId}
          onChange={(fromWarehouseId) => edit({ fromWarehouseId })}
        />
      </Field>
      <ClientFields
        toCompanyId={form.toCompanyId}
        toWarehouseId={form.toWarehouseId}
        errors={errors}
        onChange={edit}
      />
      <Field label={common.trayType} required error={errors.trayTypeCode}>
        <Select
          options={trayTypes}
          value={form.trayTypeCode}
          onChange={(trayTypeCode) => edit({ trayTypeCode })}
        />
      </Field>
      <Field
        label={common.quantity}
        required
        error={errors.quantity}
        hint={available === null ? undefined : common.available(available)}
      >
        <TextInput
          inputMode="numeric"
          value={form.quantity}
          onChange={(event) => edit({ quantity: event.target.value })}
        />
      </Field>
      <PlateRemarkFields
        form={form}
        plateError={errors.plateNumber}
        plateHint={text.plateHint}
        onChange={edit}
      />
      <FormActions>
        <Button type="submit" variant="primary" loading={submitting}>
          {text.submit}
        </Button>
      </FormActions>
    </FormGrid>
  );
}
