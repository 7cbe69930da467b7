import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createTraceId, shanghaiDate } from '../../core';
import {
  Button,
  DatePicker,
  Dialog,
  FormField,
  rulesResolver,
  Select,
  TextInput,
  type SelectOption,
} from '../../ui';
import { useApiAction } from '../query';
import { FormFields, Warning } from './layout';
import { RETURN_READS, returnsApi } from './api';
import { CHANNEL_LABELS, formLabels as text } from './labels';
import { emptyForm, toRequest, validateReturn, type ReturnForm } from './return-form';
import { useFormLookups } from './use-form-lookups';

const channelOptions = (): SelectOption<ReturnForm['channel']>[] => [
  { value: 'toDoor', label: CHANNEL_LABELS.toDoor },
  { value: 'self', label: CHANNEL_LABELS.self },
];

/** The server names the day after the channel; the form has one date field for both. */
const SERVER_FIELDS = { pickupDate: 'date', expectedDate: 'date' } as const;

/** What the rules need beside the values: the chosen tray type's returnable stock (null: not known yet). */
type Stock = RefObject<{ available: number | null; today: string }>;

/** The rules of return-form.ts, with the stock as the form's context (it is a lookup, not a form value). */
const resolver = rulesResolver((form: ReturnForm, stock: Stock) =>
  validateReturn(form, stock.current.available, stock.current.today),
);

export interface ReturnFormDialogProps {
  initialChannel: ReturnForm['channel'];
  onClose: () => void;
  onCreated: () => void;
}

/**
 * 去归还: books a door pickup or declares a self return. The dialog keeps one requestId until it
 * succeeds, so a double submit or a retry books once.
 */
export function ReturnFormDialog({ initialChannel, onClose, onCreated }: ReturnFormDialogProps) {
  const [today] = useState(() => shanghaiDate(Date.now()));
  const [requestId] = useState(createTraceId);
  const stock: Stock = useRef({ available: null as number | null, today });
  const form = useForm<ReturnForm, Stock>({
    defaultValues: emptyForm(initialChannel, today),
    resolver,
    context: stock,
  });
  const { control } = form;
  const [channel, warehouseId, trayTypeCode] = useWatch({
    control,
    name: ['channel', 'warehouseId', 'trayTypeCode'],
  });
  const lookups = useFormLookups(warehouseId);
  const available = trayTypeCode ? lookups.availableOf(trayTypeCode) : null;
  useEffect(() => {
    stock.current.available = available;
  }, [stock, available]);

  const save = useApiAction({
    call: (values: ReturnForm) => {
      const built = toRequest(values, requestId);
      return built.channel === 'toDoor'
        ? returnsApi.book(built.request)
        : returnsApi.selfReturn(built.request);
    },
    success: (created, values) =>
      values.channel === 'toDoor' ? text.booked(created.documentNo) : text.submitted(created.documentNo),
    invalidates: RETURN_READS,
    form,
    serverFields: SERVER_FIELDS,
    onSuccess: onCreated,
  });
  const submit = form.handleSubmit(async (values) => {
    await save.run(values);
  });

  const textField = (
    name: 'quantity' | 'contact' | 'phone' | 'plateNumber' | 'remark',
    props: { maxLength?: number; inputMode?: 'numeric' | 'tel'; hint?: string },
  ) => (
    <FormField
      control={control}
      name={name}
      label={text[name]}
      required={name !== 'remark'}
      hint={props.hint}
    >
      {(field) => <TextInput {...field} maxLength={props.maxLength} inputMode={props.inputMode} />}
    </FormField>
  );

  return (
    <Dialog
      open
      title={text.title}
      onClose={onClose}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button variant="primary" loading={save.pending} onClick={() => void submit()}>
            {text.submit}
          </Button>
        </>
      }
    >
      <FormFields aria-label={text.title} onSubmit={submit} noValidate>
        {lookups.pendingRecycle > 0 && (
          <Warning role="status">{text.recycleWarning(lookups.pendingRecycle)}</Warning>
        )}
        <FormField control={control} name="channel" label={text.channel} required>
          {(field) => <Select options={channelOptions()} value={field.value} onChange={field.onChange} />}
        </FormField>
        <FormField control={control} name="warehouseId" label={text.warehouse} required>
          {(field) => (
            <Select
              options={lookups.warehouseOptions}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('trayTypeCode', '');
              }}
            />
          )}
        </FormField>
        <FormField control={control} name="trayTypeCode" label={text.trayType} required>
          {(field) => (
            <Select options={lookups.trayTypeOptions} value={field.value} onChange={field.onChange} />
          )}
        </FormField>
        {textField('quantity', {
          inputMode: 'numeric',
          hint: available === null ? undefined : text.available(available),
        })}
        <FormField
          control={control}
          name="date"
          label={channel === 'toDoor' ? text.pickupDate : text.expectedDate}
          required
        >
          {(field) => (
            <DatePicker min={today} value={field.value} onChange={(date) => field.onChange(date ?? '')} />
          )}
        </FormField>
        {channel === 'toDoor' ? (
          <>
            {textField('contact', { maxLength: 50 })}
            {textField('phone', { maxLength: 11, inputMode: 'tel' })}
          </>
        ) : (
          <>
            <FormField control={control} name="depotId" label={text.depot} required>
              {(field) => (
                <Select options={lookups.depotOptions} value={field.value} onChange={field.onChange} />
              )}
            </FormField>
            {textField('plateNumber', { maxLength: 8 })}
          </>
        )}
        {textField('remark', { maxLength: 200 })}
      </FormFields>
    </Dialog>
  );
}
