import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { createTraceId, toastBus } from '../../core';
import { Button, Card, Field, PageHeader, Select, TextInput, vars } from '../../ui';
import {
  useClientWarehouseOptions,
  useDownstreamClientOptions,
  useMyWarehouseOptions,
  useTrayTypeOptions,
} from '../use-lookups';
import { useEmit } from '../widget-context';
import { transportApi } from './api';
import { common, orderLabels as text } from './labels';
import { IMPORT_PATH, navigate } from './navigation';
import {
  normalizedPlate,
  parseCount,
  validateStockIn,
  type StockInErrors,
  type StockInForm,
} from './validation';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${vars.spaceLg} ${vars.spaceXl};
  align-items: start;
`;
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${vars.spaceSm};
`;

const EMPTY: StockInForm = {
  clientCompanyId: '',
  clientWarehouseId: '',
  warehouseId: '',
  trayTypeCode: '',
  quantity: '',
  plateNumber: '',
  remark: '',
};

/**
 * 生成入库单: pallets one of my downstream clients returns, booked into my warehouse at once. The form keeps
 * one requestId until it succeeds, so a double submit or a retry books the pallets once.
 */
export function StockInOrder() {
  const emit = useEmit();
  const clients = useDownstreamClientOptions();
  const myWarehouses = useMyWarehouseOptions();
  const trayTypes = useTrayTypeOptions();
  const [form, setForm] = useState<StockInForm>(EMPTY);
  const clientWarehouses = useClientWarehouseOptions(form.clientCompanyId);
  const [errors, setErrors] = useState<StockInErrors>({});
  const [requestId, setRequestId] = useState(createTraceId);
  const [submitting, setSubmitting] = useState(false);
  const edit = (change: Partial<StockInForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateStockIn(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const order = await transportApi.createStockIn({
        requestId,
        clientCompanyId: form.clientCompanyId,
        clientWarehouseId: form.clientWarehouseId,
        warehouseId: form.warehouseId,
        trayTypeCode: form.trayTypeCode,
        quantity: parseCount(form.quantity) ?? 0,
        ...(normalizedPlate(form.plateNumber) && { plateNumber: normalizedPlate(form.plateNumber) }),
        ...(form.remark.trim() && { remark: form.remark.trim() }),
      });
      toastBus.show({ message: text.created(order.documentNo), tone: 'success' });
      setForm(EMPTY);
      setRequestId(createTraceId());
      navigate(emit, IMPORT_PATH);
    } catch {
      // The http client has shown the server's message; the requestId stays for a retry.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card aria-labelledby="yp-stock-in-title">
      <PageHeader title={<span id="yp-stock-in-title">{text.title}</span>} />
      <Grid aria-label={text.title} onSubmit={submit} noValidate>
        <Field label={text.client} required error={errors.clientCompanyId}>
          <Select
            options={clients}
            value={form.clientCompanyId}
            onChange={(clientCompanyId) => edit({ clientCompanyId, clientWarehouseId: '' })}
          />
        </Field>
        <Field label={text.clientWarehouse} required error={errors.clientWarehouseId}>
          <Select
            options={clientWarehouses}
            value={form.clientWarehouseId}
            placeholder={form.clientCompanyId ? undefined : text.chooseClientFirst}
            disabled={!form.clientCompanyId}
            onChange={(clientWarehouseId) => edit({ clientWarehouseId })}
          />
        </Field>
        <Field label={text.warehouse} required error={errors.warehouseId}>
          <Select
            options={myWarehouses}
            value={form.warehouseId}
            onChange={(warehouseId) => edit({ warehouseId })}
          />
        </Field>
        <Field label={common.trayType} required error={errors.trayTypeCode}>
          <Select
            options={trayTypes}
            value={form.trayTypeCode}
            onChange={(trayTypeCode) => edit({ trayTypeCode })}
          />
        </Field>
        <Field label={common.quantity} required error={errors.quantity}>
          <TextInput
            inputMode="numeric"
            value={form.quantity}
            onChange={(event) => edit({ quantity: event.target.value })}
          />
        </Field>
        <Field label={common.plateNumber} error={errors.plateNumber} hint={text.plateHint}>
          <TextInput
            value={form.plateNumber}
            onChange={(event) => edit({ plateNumber: event.target.value })}
          />
        </Field>
        <Field label={common.remark}>
          <TextInput
            value={form.remark}
            maxLength={200}
            onChange={(event) => edit({ remark: event.target.value })}
          />
        </Field>
        <Actions>
          <Button type="submit" variant="primary" loading={submitting}>
            {text.submit}
          </Button>
          <Button onClick={() => navigate(emit, IMPORT_PATH)}>{common.back}</Button>
        </Actions>
      </Grid>
    </Card>
  );
}
