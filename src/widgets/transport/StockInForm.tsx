import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { createTraceId } from '../../core';
import { Button, Card, FormField, PageHeader, rulesResolver, Select, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import {
  useClientWarehouseOptions,
  useDownstreamClientOptions,
  useMyWarehouseOptions,
  useTrayTypeOptions,
} from '../use-lookups';
import { useEmit } from '../widget-context';
import { INBOUND_READS, transportApi } from './api';
import { common, orderLabels as text } from './labels';
import { IMPORT_PATH, navigate } from './navigation';
import { EMPTY_STOCK_IN, toStockInRequest, validateStockIn, type StockInForm } from './validation';

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

const resolver = rulesResolver(validateStockIn);

/**
 * 生成入库单: pallets one of my downstream clients returns, booked into my warehouse at once. The form keeps
 * one requestId until it succeeds, so a double submit or a retry books the pallets once.
 */
export function StockInOrder() {
  const emit = useEmit();
  const clients = useDownstreamClientOptions();
  const myWarehouses = useMyWarehouseOptions();
  const trayTypes = useTrayTypeOptions();
  const form = useForm<StockInForm>({ defaultValues: EMPTY_STOCK_IN, resolver });
  const { control } = form;
  const clientCompanyId = useWatch({ control, name: 'clientCompanyId' });
  const clientWarehouses = useClientWarehouseOptions(clientCompanyId);
  const [requestId, setRequestId] = useState(createTraceId);
  const backToList = () => navigate(emit, IMPORT_PATH);
  const create = useApiAction({
    call: (values: StockInForm) => transportApi.createStockIn(toStockInRequest(values, requestId)),
    success: (order) => text.created(order.documentNo),
    invalidates: INBOUND_READS,
    form,
    onSuccess: () => {
      form.reset(EMPTY_STOCK_IN);
      setRequestId(createTraceId());
      backToList();
    },
  });

  const choice = (name: 'warehouseId' | 'trayTypeCode', label: string, options: typeof trayTypes) => (
    <FormField control={control} name={name} label={label} required>
      {(field) => <Select options={options} value={field.value} onChange={field.onChange} />}
    </FormField>
  );

  return (
    <Card aria-labelledby="yp-stock-in-title">
      <PageHeader title={<span id="yp-stock-in-title">{text.title}</span>} />
      <Grid
        aria-label={text.title}
        onSubmit={form.handleSubmit(async (values) => {
          // A second click while the first is under way must not send again.
          await create.run(values);
        })}
        noValidate
      >
        <FormField control={control} name="clientCompanyId" label={text.client} required>
          {(field) => (
            <Select
              options={clients}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('clientWarehouseId', '');
              }}
            />
          )}
        </FormField>
        <FormField control={control} name="clientWarehouseId" label={text.clientWarehouse} required>
          {(field) => (
            <Select
              options={clientWarehouses}
              value={field.value}
              placeholder={clientCompanyId ? undefined : text.chooseClientFirst}
              disabled={!clientCompanyId}
              onChange={field.onChange}
            />
          )}
        </FormField>
        {choice('warehouseId', text.warehouse, myWarehouses)}
        {choice('trayTypeCode', common.trayType, trayTypes)}
        <FormField control={control} name="quantity" label={common.quantity} required>
          {(field) => <TextInput {...field} inputMode="numeric" />}
        </FormField>
        <FormField control={control} name="plateNumber" label={common.plateNumber} hint={text.plateHint}>
          {(field) => <TextInput {...field} />}
        </FormField>
        <FormField control={control} name="remark" label={common.remark}>
          {(field) => <TextInput {...field} maxLength={200} />}
        </FormField>
        <Actions>
          <Button type="submit" variant="primary" loading={create.pending}>
            {text.submit}
          </Button>
          <Button onClick={backToList}>{common.back}</Button>
        </Actions>
      </Grid>
    </Card>
  );
}
