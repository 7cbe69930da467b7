import { useForm } from 'react-hook-form';
import type { EntrustAddress } from '../../contract/freight';
import { Button, Dialog, FormField, TextInput, rulesResolver } from '../../ui';
import { useApiAction } from '../query';
import {
  EMPTY_ADDRESS,
  formOfAddress,
  toAddressInput,
  validateAddress,
  type AddressFormState,
} from './address-form';
import { ADDRESS_READS, demandsApi } from './api';
import { addressLabels as text } from './labels';
import { DialogForm } from './styles';

const resolver = rulesResolver(validateAddress);
type TextFieldName = keyof AddressFormState;
const FIELDS: readonly [TextFieldName, number][] = [
  ['name', 50],
  ['province', 20],
  ['city', 20],
  ['district', 30],
  ['detail', 100],
  ['contact', 20],
  ['phone', 13],
];

/** 新增托运地址 / 编辑托运地址 in a dialog (the list's row is the whole address: no detail read). */
export function AddressFormDialog({
  address,
  onClose,
}: {
  address: EntrustAddress | null;
  onClose: () => void;
}) {
  const form = useForm<AddressFormState>({
    defaultValues: address ? formOfAddress(address) : EMPTY_ADDRESS,
    resolver,
  });
  const save = useApiAction({
    call: (values: AddressFormState) => demandsApi.saveAddress(toAddressInput(values, address?.id)),
    success: text.saved,
    invalidates: ADDRESS_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => save.run(values));
  const title = address ? text.editTitle : text.newTitle;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button variant="primary" loading={save.pending} onClick={() => void submit()}>
            {text.save}
          </Button>
        </>
      }
    >
      <DialogForm aria-label={title} onSubmit={submit} noValidate>
        {FIELDS.map(([name, maxLength]) => (
          <FormField key={name} control={form.control} name={name} label={text.field[name]} required>
            {(field) => (
              <TextInput {...field} maxLength={maxLength} {...(name === 'phone' && { inputMode: 'tel' })} />
            )}
          </FormField>
        ))}
      </DialogForm>
    </Dialog>
  );
}
