import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { Page } from '../../contract/envelope';
import {
  DEMAND_LIMITS,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
  type DemandOrder,
  type EntrustAddress,
} from '../../contract/freight';
import { createTraceId } from '../../core';
import {
  Button,
  Dialog,
  FormField,
  Select,
  TextInput,
  rulesResolver,
  vars,
  type SelectOption,
  punctuationLabels,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { ADDRESS_LIST_CALL, DEMAND_READS, demandsApi } from './api';
import {
  EMPTY_DEMAND,
  formOfDemand,
  toDemandInput,
  validateDemand,
  type DemandFormContext,
  type DemandFormState,
} from './demand-form';
import { DateTimeInput } from './DateTimeInput';
import { formLabels as text } from './labels';
import { Hint } from './styles';

const FORM_ID = 'yp-freight-demand-form';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.spaceLg} ${vars.spaceXl};
  align-items: start;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const resolver = rulesResolver<DemandFormState, DemandFormContext>(validateDemand);
const CLOCK: DemandFormContext = { now: () => new Date() };

/** A company has tens of entrust addresses: one page of the largest size holds them. */
const ADDRESS_LOOKUP = { pageNum: 1, pageSize: 100 };
const addressOptions = (page: Page<EntrustAddress>): SelectOption<string>[] =>
  page.list.map((address) => ({
    value: address.id,
    label: punctuationLabels.withNote(address.name, `${address.city}${address.district}`),
  }));
const NO_ADDRESSES: SelectOption<string>[] = [];
const VEHICLE_OPTIONS = VEHICLE_TYPES.map((type) => ({ value: type, label: VEHICLE_TYPE_LABELS[type] }));

/** The 2003 names of the request that differ from the form's. */
const SERVER_FIELDS = { expectedPriceFen: 'expectedPrice' } as const;

/**
 * 发布托运需求 (no order) or 编辑 a draft, in a dialog: 保存草稿 keeps it a draft, 发布 opens quoting. The
 * dialog keeps one requestId, so a repeated click never makes two orders.
 */
export function DemandFormDialog({ order, onClose }: { order: DemandOrder | null; onClose: () => void }) {
  const [requestId] = useState(createTraceId);
  const addresses = useApiQuery(ADDRESS_LIST_CALL, ADDRESS_LOOKUP, { silent: true, select: addressOptions });
  const options = addresses.data ?? NO_ADDRESSES;
  const form = useForm<DemandFormState, DemandFormContext>({
    defaultValues: order ? formOfDemand(order) : EMPTY_DEMAND,
    resolver,
    context: CLOCK,
  });
  const { control } = form;
  const save = useApiAction({
    call: (values: DemandFormState) => demandsApi.save(toDemandInput(values, requestId, order?.id)),
    success: (_, values) => (values.publish ? text.published : text.savedDraft),
    invalidates: DEMAND_READS,
    form,
    serverFields: SERVER_FIELDS,
    onSuccess: onClose,
  });
  const submitAs = (publish: boolean) => {
    form.setValue('publish', publish);
    void form.handleSubmit((values) => save.run(values))();
  };

  const textField = (name: 'cargoName' | 'pallets' | 'weightKg', maxLength: number, numeric = false) => (
    <FormField control={control} name={name} label={text.field[name]} required>
      {(field) => <TextInput {...field} maxLength={maxLength} {...(numeric && { inputMode: 'numeric' })} />}
    </FormField>
  );
  const timeField = (name: 'loadFrom' | 'loadTo' | 'quoteDeadline') => (
    <FormField control={control} name={name} label={text.field[name]} hint={text.timeHint} required>
      {(field) => (
        <DateTimeInput
          value={field.value}
          onChange={field.onChange}
          timeLabel={text.timeOf(text.field[name])}
        />
      )}
    </FormField>
  );
  const addressField = (name: 'originAddressId' | 'destinationAddressId') => (
    <FormField control={control} name={name} label={text.field[name]} required>
      {(field) => (
        <Select
          options={options}
          value={field.value}
          onChange={field.onChange}
          placeholder={text.addressPlaceholder}
        />
      )}
    </FormField>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={order ? text.editTitle : text.newTitle}
      width={720}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button onClick={() => submitAs(false)} disabled={save.pending}>
            {text.saveDraft}
          </Button>
          <Button variant="primary" onClick={() => submitAs(true)} loading={save.pending}>
            {text.publish}
          </Button>
        </>
      }
    >
      {addresses.data && options.length === 0 && <Hint role="status">{text.noAddresses}</Hint>}
      <Form
        id={FORM_ID}
        aria-label={order ? text.editTitle : text.newTitle}
        onSubmit={(event) => {
          event.preventDefault();
          submitAs(true);
        }}
        noValidate
      >
        {addressField('originAddressId')}
        {addressField('destinationAddressId')}
        {textField('cargoName', DEMAND_LIMITS.cargoNameMax)}
        <FormField control={control} name="vehicleType" label={text.field.vehicleType} required>
          {(field) => <Select options={VEHICLE_OPTIONS} value={field.value} onChange={field.onChange} />}
        </FormField>
        {textField('pallets', 5, true)}
        {textField('weightKg', 6, true)}
        {timeField('loadFrom')}
        {timeField('loadTo')}
        {timeField('quoteDeadline')}
        <FormField
          control={control}
          name="expectedPrice"
          label={text.field.expectedPrice}
          hint={text.priceHint}
        >
          {(field) => <TextInput {...field} inputMode="decimal" maxLength={12} />}
        </FormField>
        <Wide>
          <FormField control={control} name="remark" label={text.field.remark}>
            {(field) => <TextInput {...field} maxLength={DEMAND_LIMITS.remarkMax} />}
          </FormField>
        </Wide>
      </Form>
    </Dialog>
  );
}
