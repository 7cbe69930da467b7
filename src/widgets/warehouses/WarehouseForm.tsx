import styled from 'styled-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Warehouse } from '../../contract/stock';
import { toastBus } from '../../core';
import {
  Button,
  Card,
  Checkbox,
  DetailStates,
  FormField,
  PageHeader,
  rulesResolver,
  TextInput,
  vars,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { WAREHOUSE_DETAIL_CALL, WAREHOUSE_READS, warehousesApi } from './api';
import { warehouseLabels as text } from './labels';
import { navigate, WAREHOUSE_LIST_PATH } from './navigation';
import { RegionFields } from './RegionFields';
import {
  EMPTY_WAREHOUSE,
  formOf,
  toInput,
  validateWarehouse,
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

const resolver = rulesResolver(validateWarehouse);

/** 新增仓库 (no id) and 编辑仓库 (the warehouse loaded first); after saving, back to the list. */
export function WarehouseFormPage({ id }: { id?: string }) {
  const title = id ? text.editTitle : text.newTitle;
  return (
    <Card aria-labelledby="yp-warehouse-form-title">
      <PageHeader title={<span id="yp-warehouse-form-title">{title}</span>} />
      {id ? <EditWarehouse id={id} /> : <WarehouseEditor warehouse={null} />}
    </Card>
  );
}

function EditWarehouse({ id }: { id: string }) {
  const emit = useEmit();
  const state = useApiQuery<Warehouse>(WAREHOUSE_DETAIL_CALL, { id });
  const back = <Button onClick={() => navigate(emit, WAREHOUSE_LIST_PATH)}>{text.cancel}</Button>;
  return (
    <DetailStates state={state} notFoundText={text.notFound} back={back}>
      {(warehouse) => <WarehouseEditor key={warehouse.id} warehouse={warehouse} />}
    </DetailStates>
  );
}

function WarehouseEditor({ warehouse }: { warehouse: Warehouse | null }) {
  const emit = useEmit();
  const form = useForm<WarehouseFormState>({
    defaultValues: warehouse ? formOf(warehouse) : EMPTY_WAREHOUSE,
    resolver,
  });
  const { control } = form;
  const backToList = () => navigate(emit, WAREHOUSE_LIST_PATH);
  const save = useApiAction({
    call: (values: WarehouseFormState) => {
      const input = toInput(values, warehouse?.id);
      return warehouse ? warehousesApi.update(input) : warehousesApi.add(input);
    },
    success: text.saved,
    invalidates: WAREHOUSE_READS,
    form,
    onSuccess: backToList,
  });

  const textField = (name: 'name' | 'detailAddress' | 'contact' | 'phone', maxLength: number) => (
    <FormField control={control} name={name} label={text.field[name]} required>
      {(field) => <TextInput {...field} maxLength={maxLength} />}
    </FormField>
  );
  const coordinateField = (name: 'longitude' | 'latitude') => (
    <FormField control={control} name={name} label={text.field[name]} hint={text.coordinateHint}>
      {(field) => <TextInput {...field} inputMode="decimal" />}
    </FormField>
  );

  /** Province, city and district from the typed coordinates (the server answers from shipped map data). */
  const fillRegion = async () => {
    if (!(await form.trigger(['longitude', 'latitude']))) return;
    const { longitude, latitude, district } = form.getValues();
    try {
      const region = await warehousesApi.regionOf(Number(longitude), Number(latitude));
      form.setValue('province', region.province);
      form.setValue('city', region.city);
      form.setValue('district', region.district ?? district);
      toastBus.show({ message: text.regionFilled(region.address), tone: 'success' });
    } catch {
      // The http client has shown the server's message (e.g. not in China).
    }
  };
  const [longitude, latitude] = useWatch({ control, name: ['longitude', 'latitude'] });

  return (
    <Form
      aria-label={warehouse ? text.editTitle : text.newTitle}
      onSubmit={form.handleSubmit(save.run)}
      noValidate
    >
      {textField('name', 50)}
      <RegionFields form={form} />
      <Wide>{textField('detailAddress', 100)}</Wide>
      {textField('contact', 20)}
      {textField('phone', 13)}
      {coordinateField('longitude')}
      {coordinateField('latitude')}
      <Actions>
        <Button onClick={fillRegion} disabled={!longitude.trim() || !latitude.trim()}>
          {text.fillRegion}
        </Button>
      </Actions>
      <Wide>
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange}>
              {text.field.isDefault}
            </Checkbox>
          )}
        />
      </Wide>
      <Actions>
        <Button type="submit" variant="primary" loading={save.pending}>
          {text.save}
        </Button>
        <Button onClick={backToList}>{text.cancel}</Button>
      </Actions>
    </Form>
  );
}
