import styled from 'styled-components';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { createTraceId } from '../../../core';
import { Button, Dialog, FormField, rulesResolver, Select, vars } from '../../../ui';
import { useApiAction } from '../../query';
import { movesApi, SHIPMENT_READS } from '../api';
import { circulationLabels as text, common } from '../labels';
import { ClientFields } from '../shipments/ClientFields';
import { PlateRemarkFields } from '../shipments/PlateRemarkFields';
import { useMyWarehouseOptions } from '../../use-lookups';
import { circulationFieldErrors, parseCount, validateCirculation, type CirculationForm } from '../validation';
import { CirculationLines } from './CirculationLines';
import { useC1Stock } from './use-c1-stock';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.spaceLg} ${vars.spaceXl};
  margin-bottom: ${vars.spaceLg};
`;

const LinesTitle = styled.h3`
  margin: 0 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeMd};
  font-weight: 600;
`;

const LinesError = styled.p`
  margin: 0 0 ${vars.spaceSm};
  color: ${vars.colorDanger};
`;

const EMPTY: CirculationForm = {
  fromWarehouseId: '',
  toCompanyId: '',
  toWarehouseId: '',
  plateNumber: '',
  remark: '',
  lines: [{ ownerCompanyId: '', trayTypeCode: '', quantity: '' }],
};
const FORM_ID = 'yp-circulation-form';

/** 流转出库 · 出库: sends C1 stock onward in one document of several lines (one requestId per dialog). */
export function CirculationDialog({ onClose }: { onClose: () => void }) {
  const warehouses = useMyWarehouseOptions();
  const [requestId] = useState(createTraceId);
  const form = useForm<CirculationForm>({
    defaultValues: EMPTY,
    // Each line is checked against the C1 stock known at submit time (read below, after the form).
    resolver: rulesResolver((values: CirculationForm) =>
      circulationFieldErrors(validateCirculation(values, stock.availableOf)),
    ),
  });
  const fromWarehouseId = useWatch({ control: form.control, name: 'fromWarehouseId' });
  const stock = useC1Stock(fromWarehouseId);
  const linesError = form.formState.errors.lines?.message;

  const create = useApiAction({
    call: (values: CirculationForm) =>
      movesApi.createCirculation({
        requestId,
        fromWarehouseId: values.fromWarehouseId,
        toCompanyId: values.toCompanyId,
        toWarehouseId: values.toWarehouseId,
        ...(values.plateNumber.trim() && { plateNumber: values.plateNumber.trim().toUpperCase() }),
        ...(values.remark.trim() && { remark: values.remark.trim() }),
        lines: values.lines.map((line) => ({ ...line, quantity: parseCount(line.quantity) ?? 0 })),
      }),
    success: (created) => text.created((Array.isArray(created) ? created[0] : created)?.documentNo ?? ''),
    invalidates: SHIPMENT_READS,
    form,
    onSuccess: onClose,
  });
  // A failed call keeps the requestId, so a retry after a lost answer is the same request.
  const submit = form.handleSubmit(async (values) => {
    await create.run(values);
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={text.dialogTitle}
      width={820}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={create.pending}>
            {common.submit}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={FORM_ID} aria-label={text.dialogTitle} onSubmit={submit} noValidate>
          <Grid>
            <FormField control={form.control} name="fromWarehouseId" label={common.warehouse} required>
              {(field) => (
                <Select
                  options={warehouses}
                  value={field.value}
                  onChange={(warehouseId) => {
                    field.onChange(warehouseId);
                    // The lines named stock of the previous warehouse.
                    form.setValue('lines', EMPTY.lines);
                  }}
                />
              )}
            </FormField>
            <ClientFields />
            <PlateRemarkFields />
          </Grid>
          <LinesTitle>{text.lines}</LinesTitle>
          {linesError && <LinesError role="alert">{linesError}</LinesError>}
          <CirculationLines stock={stock} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
