import styled from 'styled-components';
import { useState, type FormEvent } from 'react';
import { createTraceId, toastBus } from '../../../core';
import { Button, Dialog, Field, Select, vars } from '../../../ui';
import { movesApi } from '../api';
import { circulationLabels as text, common } from '../labels';
import { ClientFields } from '../shipments/ClientFields';
import { PlateRemarkFields } from '../shipments/PlateRemarkFields';
import { useMyWarehouseOptions } from '../../use-lookups';
import {
  circulationHasErrors,
  parseCount,
  validateCirculation,
  type CirculationErrors,
  type CirculationForm,
} from '../validation';
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
const NO_ERRORS: CirculationErrors = { lineErrors: [] };
const FORM_ID = 'yp-circulation-form';

/** 流转出库 · 出库: sends C1 stock onward in one document of several lines (one requestId per dialog). */
export function CirculationDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const warehouses = useMyWarehouseOptions();
  const [form, setForm] = useState<CirculationForm>(EMPTY);
  const [errors, setErrors] = useState<CirculationErrors>(NO_ERRORS);
  const [requestId] = useState(createTraceId);
  const [submitting, setSubmitting] = useState(false);
  const stock = useC1Stock(form.fromWarehouseId);
  const edit = (change: Partial<CirculationForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateCirculation(form, stock.availableOf);
    setErrors(found);
    if (circulationHasErrors(found)) return;
    setSubmitting(true);
    try {
      const created = await movesApi.createCirculation({
        requestId,
        fromWarehouseId: form.fromWarehouseId,
        toCompanyId: form.toCompanyId,
        toWarehouseId: form.toWarehouseId,
        ...(form.plateNumber.trim() && { plateNumber: form.plateNumber.trim().toUpperCase() }),
        ...(form.remark.trim() && { remark: form.remark.trim() }),
        lines: form.lines.map((line) => ({ ...line, quantity: parseCount(line.quantity) ?? 0 })),
      });
      const first = Array.isArray(created) ? created[0] : created;
      toastBus.show({ message: text.created(first?.documentNo ?? ''), tone: 'success' });
      onCreated();
    } catch {
      // The http client has shown the server's message; the requestId stays for a retry.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={text.dialogTitle}
      width={820}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={submitting}>
            {common.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} aria-label={text.dialogTitle} onSubmit={submit} noValidate>
        <Grid>
          <Field label={common.warehouse} required error={errors.fromWarehouseId}>
            <Select
              options={warehouses}
              value={form.fromWarehouseId}
              onChange={(fromWarehouseId) => edit({ fromWarehouseId, lines: EMPTY.lines })}
            />
          </Field>
          <ClientFields
            toCompanyId={form.toCompanyId}
            toWarehouseId={form.toWarehouseId}
            errors={errors}
            onChange={edit}
          />
          <PlateRemarkFields form={form} plateError={errors.plateNumber} onChange={edit} />
        </Grid>
        <LinesTitle>{text.lines}</LinesTitle>
        {errors.lines && <LinesError role="alert">{errors.lines}</LinesError>}
        <CirculationLines
          lines={form.lines}
          errors={errors.lineErrors}
          stock={stock}
          onChange={(update) => setForm((current) => ({ ...current, lines: update(current.lines) }))}
        />
      </form>
    </Dialog>
  );
}
