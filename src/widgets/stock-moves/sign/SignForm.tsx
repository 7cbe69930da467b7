import { useState, type FormEvent } from 'react';
import { toastBus } from '../../../core';
import { Button, Field, Select, TextInput, useConfirm } from '../../../ui';
import { movesApi } from '../api';
import { FormActions, FormGrid } from '../layout';
import { common, signDetailLabels as text } from '../labels';
import { useMyWarehouseOptions } from '../../use-lookups';
import {
  hasErrors,
  parseCount,
  validateSignForm,
  type FormErrors,
  type SignForm as Form,
} from '../validation';
import type { SignDocumentView } from './document-view';

interface SignFormProps {
  id: string;
  document: SignDocumentView;
  onSigned: () => void;
}

/**
 * Signing for a document: a transfer names the receiving warehouse; an inbound order states what arrived,
 * with a reason when it is less than was shipped. Asks before it signs (a signature cannot be undone).
 */
export function SignForm({ id, document, onSigned }: SignFormProps) {
  const confirm = useConfirm();
  const warehouses = useMyWarehouseOptions();
  const [form, setForm] = useState<Form>({
    warehouseId: '',
    receivedQuantity: String(document.quantity),
    differenceReason: '',
  });
  const [errors, setErrors] = useState<FormErrors<keyof Form>>({});
  const [signing, setSigning] = useState(false);
  const edit = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));
  const isInbound = document.sourceType === 'inbound';
  const received = parseCount(form.receivedQuantity);
  const difference = received === null ? null : document.quantity - received;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignForm(document, form);
    setErrors(found);
    if (
      hasErrors(found) ||
      !(await confirm({ message: text.confirm(document.documentNo), confirmLabel: text.sign }))
    ) {
      return;
    }
    setSigning(true);
    try {
      await movesApi.sign(
        isInbound
          ? {
              sourceType: 'inbound',
              id,
              receivedQuantity: received ?? 0,
              differenceReason: form.differenceReason.trim(),
            }
          : { sourceType: 'transfer', id, warehouseId: form.warehouseId },
      );
      toastBus.show({ message: text.signed, tone: 'success' });
      onSigned();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setSigning(false);
    }
  };

  return (
    <FormGrid aria-label={text.formTitle} onSubmit={submit} noValidate>
      {isInbound ? (
        <>
          <Field
            label={text.receivedQuantity}
            required
            error={errors.receivedQuantity}
            hint={common.pieces(document.quantity)}
          >
            <TextInput
              inputMode="numeric"
              value={form.receivedQuantity}
              onChange={(event) => edit({ receivedQuantity: event.target.value })}
            />
          </Field>
          <Field
            label={text.differenceReason}
            required={difference !== null && difference > 0}
            error={errors.differenceReason}
          >
            <TextInput
              value={form.differenceReason}
              placeholder={text.differenceReasonPlaceholder}
              maxLength={200}
              onChange={(event) => edit({ differenceReason: event.target.value })}
            />
          </Field>
        </>
      ) : (
        <Field label={text.receivingWarehouse} required error={errors.warehouseId}>
          <Select
            options={warehouses}
            value={form.warehouseId}
            onChange={(warehouseId) => edit({ warehouseId })}
          />
        </Field>
      )}
      <FormActions>
        <Button type="submit" variant="primary" loading={signing}>
          {text.sign}
        </Button>
      </FormActions>
    </FormGrid>
  );
}
