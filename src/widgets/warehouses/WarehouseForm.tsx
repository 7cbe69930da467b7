import styled from 'styled-components';
import { useCallback, useState, type FormEvent } from 'react';
import type { Warehouse } from '../../contract/stock';
import { toastBus } from '../../core';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Field,
  LoadError,
  Loading,
  PageHeader,
  TextInput,
  vars,
} from '../../ui';
import { useRemote } from '../use-remote';
import { useEmit } from '../widget-context';
import { warehousesApi } from './api';
import { warehouseLabels as text } from './labels';
import { navigate, WAREHOUSE_LIST_PATH } from './navigation';
import { RegionFields } from './RegionFields';
import {
  EMPTY_WAREHOUSE,
  formOf,
  toInput,
  validateWarehouse,
  type WarehouseFormErrors,
  type WarehouseFormState,
} from './warehouse-form';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${vars.spaceLg} ${vars.spaceXl};
  align-items: start;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${vars.spaceSm};
`;

/** 新增仓库 (no id) and 编辑仓库 (the warehouse loaded first); after saving, back to the list. */
export function WarehouseFormPage({ id }: { id?: string }) {
  const load = useCallback(
    (signal: AbortSignal) => (id ? warehousesApi.detail(id, { signal }) : Promise.resolve(null)),
    [id],
  );
  const { data: warehouse, loading, error, reload } = useRemote(load);
  const title = id ? text.editTitle : text.newTitle;
  let body;
  if (error) body = <LoadError message={error} onRetry={reload} />;
  else if (loading) body = <Loading />;
  else if (id && !warehouse) body = <Empty text={text.notFound} />;
  else body = <WarehouseEditor key={id ?? 'new'} warehouse={warehouse} />;
  return (
    <Card aria-labelledby="yp-warehouse-form-title">
      <PageHeader title={<span id="yp-warehouse-form-title">{title}</span>} />
      {body}
    </Card>
  );
}

function WarehouseEditor({ warehouse }: { warehouse: Warehouse | null }) {
  const emit = useEmit();
  const [form, setForm] = useState<WarehouseFormState>(warehouse ? formOf(warehouse) : EMPTY_WAREHOUSE);
  const [errors, setErrors] = useState<WarehouseFormErrors>({});
  const [saving, setSaving] = useState(false);
  const edit = (change: Partial<WarehouseFormState>) => setForm((current) => ({ ...current, ...change }));
  const backToList = () => navigate(emit, WAREHOUSE_LIST_PATH);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateWarehouse(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const input = toInput(form, warehouse?.id);
      await (warehouse ? warehousesApi.update(input) : warehousesApi.add(input));
      toastBus.show({ message: text.saved, tone: 'success' });
      backToList();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const textField = (field: 'name' | 'detailAddress' | 'contact' | 'phone', maxLength: number) => (
    <Field label={text.field[field]} required error={errors[field]}>
      <TextInput
        value={form[field]}
        maxLength={maxLength}
        onChange={(event) => edit({ [field]: event.target.value })}
      />
    </Field>
  );
  const coordinateField = (field: 'longitude' | 'latitude') => (
    <Field label={text.field[field]} error={errors[field]} hint={text.coordinateHint}>
      <TextInput
        inputMode="decimal"
        value={form[field]}
        onChange={(event) => edit({ [field]: event.target.value })}
      />
    </Field>
  );

  /** Province, city and district from the typed coordinates (the server answers from shipped map data). */
  const fillRegion = async () => {
    const found = validateWarehouse(form);
    const coordinateErrors = { longitude: found.longitude, latitude: found.latitude };
    const longitude = Number(form.longitude);
    const latitude = Number(form.latitude);
    if (coordinateErrors.longitude || coordinateErrors.latitude || !form.longitude || !form.latitude) {
      setErrors((current) => ({ ...current, ...coordinateErrors }));
      return;
    }
    try {
      const region = await warehousesApi.regionOf(longitude, latitude);
      edit({ province: region.province, city: region.city, district: region.district ?? form.district });
      toastBus.show({ message: text.regionFilled(region.address), tone: 'success' });
    } catch {
      // The http client has shown the server's message (e.g. not in China).
    }
  };

  return (
    <Form aria-label={warehouse ? text.editTitle : text.newTitle} onSubmit={submit} noValidate>
      {textField('name', 50)}
      <RegionFields value={form} errors={errors} onChange={edit} />
      <Wide>{textField('detailAddress', 100)}</Wide>
      {textField('contact', 20)}
      {textField('phone', 13)}
      {coordinateField('longitude')}
      {coordinateField('latitude')}
      <Actions>
        <Button onClick={fillRegion} disabled={!form.longitude.trim() || !form.latitude.trim()}>
          {text.fillRegion}
        </Button>
      </Actions>
      <Wide>
        <Checkbox checked={form.isDefault} onChange={(isDefault) => edit({ isDefault })}>
          {text.field.isDefault}
        </Checkbox>
      </Wide>
      <Actions>
        <Button type="submit" variant="primary" loading={saving}>
          {text.save}
        </Button>
        <Button onClick={backToList}>{text.cancel}</Button>
      </Actions>
    </Form>
  );
}
