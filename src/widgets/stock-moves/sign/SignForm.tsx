import { useForm, useWatch } from 'react-hook-form';
import { Button, FormField, rulesResolver, Select, TextInput } from '../../../ui';
import { useApiAction } from '../../query';
import { movesApi, SIGN_READS } from '../api';
import { FormActions, FormGrid } from '../layout';
import { common, signDetailLabels as text } from '../labels';
import { useMyWarehouseOptions } from '../../use-lookups';
import { parseCount, validateSignForm, type SignForm as Form } from '../validation';
import type { SignDocumentView } from './document-view';

interface SignFormProps {
  id: string;
  document: SignDocumentView;
}

/**
 * Signing for a document: a transfer names the receiving warehouse; an inbound order states what arrived,
 * with a reason when it is less than was shipped. Asks before it signs (a signature cannot be undone).
 */
export function SignForm({ id, document }: SignFormProps) {
  const warehouses = useMyWarehouseOptions();
  const form = useForm<Form>({
    defaultValues: { warehouseId: '', receivedQuantity: String(document.quantity), differenceReason: '' },
    resolver: rulesResolver((values: Form) => validateSignForm(document, values)),
  });
  const isInbound = document.sourceType === 'inbound';
  const received = parseCount(useWatch({ control: form.control, name: 'receivedQuantity' }));
  const difference = received === null ? null : document.quantity - received;

  const sign = useApiAction({
    call: (values: Form) =>
      movesApi.sign(
        isInbound
          ? {
              sourceType: 'inbound',
              id,
              receivedQuantity: parseCount(values.receivedQuantity) ?? 0,
              differenceReason: values.differenceReason.trim(),
            }
          : { sourceType: 'transfer', id, warehouseId: values.warehouseId },
      ),
    confirm: () => ({ message: text.confirm(document.documentNo), confirmLabel: text.sign }),
    success: text.signed,
    // The detail read again shows the signed state (and the form goes).
    invalidates: SIGN_READS,
    form,
  });

  return (
    <FormGrid aria-label={text.formTitle} onSubmit={form.handleSubmit(sign.run)} noValidate>
      {isInbound ? (
        <>
          <FormField
            control={form.control}
            name="receivedQuantity"
            label={text.receivedQuantity}
            required
            hint={common.pieces(document.quantity)}
          >
            {(field) => <TextInput {...field} inputMode="numeric" />}
          </FormField>
          <FormField
            control={form.control}
            name="differenceReason"
            label={text.differenceReason}
            required={difference !== null && difference > 0}
          >
            {(field) => (
              <TextInput {...field} placeholder={text.differenceReasonPlaceholder} maxLength={200} />
            )}
          </FormField>
        </>
      ) : (
        <FormField control={form.control} name="warehouseId" label={text.receivingWarehouse} required>
          {(field) => <Select options={warehouses} value={field.value} onChange={field.onChange} />}
        </FormField>
      )}
      <FormActions>
        <Button type="submit" variant="primary" loading={sign.pending}>
          {text.sign}
        </Button>
      </FormActions>
    </FormGrid>
  );
}
