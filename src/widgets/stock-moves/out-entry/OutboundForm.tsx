import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { createTraceId } from '../../../core';
import { Button, FormField, rulesResolver, Select, TextInput } from '../../../ui';
import { useApiAction } from '../../query';
import { movesApi, SHIPMENT_READS } from '../api';
import { common, outEntryLabels as text } from '../labels';
import { FormActions, FormGrid } from '../layout';
import { ClientFields } from '../shipments/ClientFields';
import { PlateRemarkFields } from '../shipments/PlateRemarkFields';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../../use-lookups';
import { parseCount, validateOutbound, type OutboundForm as Form } from '../validation';
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
export function OutboundForm() {
  const warehouses = useMyWarehouseOptions();
  const trayTypes = useTrayTypeOptions();
  const [requestId, setRequestId] = useState(createTraceId);
  const form = useForm<Form>({
    defaultValues: EMPTY,
    // The quantity is checked against the stock known at submit time (read below, after the form).
    resolver: rulesResolver((values: Form) => validateOutbound(values, available)),
  });
  const [fromWarehouseId, trayTypeCode] = useWatch({
    control: form.control,
    name: ['fromWarehouseId', 'trayTypeCode'],
  });
  const available = useAvailableOwnStock(fromWarehouseId, trayTypeCode);

  const create = useApiAction({
    call: (values: Form) =>
      movesApi.createSaleOutbound({
        requestId,
        fromWarehouseId: values.fromWarehouseId,
        toCompanyId: values.toCompanyId,
        toWarehouseId: values.toWarehouseId,
        trayTypeCode: values.trayTypeCode,
        quantity: parseCount(values.quantity) ?? 0,
        plateNumber: values.plateNumber.trim().toUpperCase(),
        ...(values.remark.trim() && { remark: values.remark.trim() }),
      }),
    success: (waybill) => text.created(waybill.documentNo),
    invalidates: SHIPMENT_READS,
    form,
    onSuccess: (_waybill, values) => {
      // The next waybill is a new request; the warehouse and tray type usually stay the same.
      form.reset({ ...EMPTY, fromWarehouseId: values.fromWarehouseId, trayTypeCode: values.trayTypeCode });
      setRequestId(createTraceId());
    },
  });
  // A failed call keeps the requestId, so a retry after a lost answer is the same request.
  const submit = form.handleSubmit(async (values) => {
    await create.run(values);
  });

  return (
    <FormProvider {...form}>
      <FormGrid aria-label={text.formTitle} onSubmit={submit} noValidate>
        <FormField control={form.control} name="fromWarehouseId" label={text.fromWarehouse} required>
          {(field) => <Select options={warehouses} value={field.value} onChange={field.onChange} />}
        </FormField>
        <ClientFields />
        <FormField control={form.control} name="trayTypeCode" label={common.trayType} required>
          {(field) => <Select options={trayTypes} value={field.value} onChange={field.onChange} />}
        </FormField>
        <FormField
          control={form.control}
          name="quantity"
          label={common.quantity}
          required
          hint={available === null ? undefined : common.available(available)}
        >
          {(field) => <TextInput {...field} inputMode="numeric" />}
        </FormField>
        <PlateRemarkFields plateHint={text.plateHint} />
        <FormActions>
          <Button type="submit" variant="primary" loading={create.pending}>
            {text.submit}
          </Button>
        </FormActions>
      </FormGrid>
    </FormProvider>
  );
}
