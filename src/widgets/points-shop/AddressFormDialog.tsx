import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { ReceiveAddress } from '../../contract/points-shop';
import { Button, Checkbox, DetailStates, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import {
  ADDRESS_LIMITS,
  EMPTY_ADDRESS,
  formOf,
  toInput,
  validateAddress,
  type AddressFormState,
} from './address-form';
import { ADDRESS_DETAIL_CALL, ADDRESS_READS, addressApi } from './api';
import { addressLabels as text } from './labels';

const FORM_ID = 'yp-shop-address-form';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

const resolver = rulesResolver(validateAddress);

/** 新增收货地址 / 编辑收货地址 in a dialog; an edit reads the address first (the whole mobile). */
export function AddressFormDialog({
  address,
  onClose,
}: {
  address: ReceiveAddress | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={address ? text.editTitle : text.newTitle}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary">
            {text.save}
          </Button>
        </>
      }
    >
      {address ? (
        <EditAddress id={address.id} onClose={onClose} />
      ) : (
        <AddressEditor address={null} onClose={onClose} />
      )}
    </Dialog>
  );
}

function EditAddress({ id, onClose }: { id: string; onClose: () => void }) {
  const state = useApiQuery<ReceiveAddress>(ADDRESS_DETAIL_CALL, { id });
  return (
    <DetailStates state={state} notFoundText={text.notFound} back={null}>
      {(address) => <AddressEditor key={address.id} address={address} onClose={onClose} />}
    </DetailStates>
  );
}

function AddressEditor({ address, onClose }: { address: ReceiveAddress | null; onClose: () => void }) {
  const form = useForm<AddressFormState>({
    defaultValues: address ? formOf(address) : EMPTY_ADDRESS,
    resolver,
  });
  const { control } = form;
  const save = useApiAction({
    call: (values: AddressFormState) => addressApi.save(toInput(values, address?.id)),
    success: text.saved,
    invalidates: ADDRESS_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (values) => {
    await save.run(values);
  });
  return (
    <Form id={FORM_ID} aria-label={address ? text.editTitle : text.newTitle} onSubmit={submit} noValidate>
      <FormField control={control} name="receiverName" label={text.field.receiverName} required>
        {(field) => <TextInput {...field} maxLength={ADDRESS_LIMITS.receiverName} />}
      </FormField>
      <FormField control={control} name="mobile" label={text.field.mobile} required>
        {(field) => <TextInput {...field} maxLength={11} inputMode="numeric" />}
      </FormField>
      <FormField control={control} name="region" label={text.field.region} required>
        {(field) => (
          <TextInput {...field} maxLength={ADDRESS_LIMITS.region} placeholder={text.regionPlaceholder} />
        )}
      </FormField>
      <FormField control={control} name="detailAddress" label={text.field.detailAddress} required>
        {(field) => <TextInput {...field} maxLength={ADDRESS_LIMITS.detailAddress} />}
      </FormField>
      {!address?.isDefault && (
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange}>
              {text.field.isDefault}
            </Checkbox>
          )}
        />
      )}
    </Form>
  );
}
