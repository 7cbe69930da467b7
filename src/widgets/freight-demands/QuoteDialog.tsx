import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DemandOrder } from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { createTraceId } from '../../core';
import { Button, Details, Dialog, FormField, TextInput, rulesResolver } from '../../ui';
import { useApiAction } from '../query';
import { DEMAND_READS, demandsApi } from './api';
import { cargoOf, deadlineOf, loadWindowOf, routeOf, vehicleTypeOf } from './demand-format';
import { yuanTextOfFen } from './form-values';
import { hallLabels as text } from './labels';
import { toQuoteInput, validateQuote, type QuoteFormState } from './quote-form';
import { DialogForm, Hint } from './styles';

const resolver = rulesResolver(validateQuote);
const SERVER_FIELDS = { priceFen: 'price' } as const;
const c = text.columns;

/** 报价 on a quoting order (again: replaces my price), with the order's facts a carrier prices by. */
export function QuoteDialog({ order, onClose }: { order: DemandOrder; onClose: () => void }) {
  const [requestId] = useState(createTraceId);
  const form = useForm<QuoteFormState>({
    defaultValues: {
      price: order.myQuote ? yuanTextOfFen(order.myQuote.priceFen) : '',
      remark: order.myQuote?.remark ?? '',
    },
    resolver,
  });
  const quote = useApiAction({
    call: (values: QuoteFormState) => demandsApi.quote(toQuoteInput(values, order.id, requestId)),
    success: text.quoted,
    invalidates: DEMAND_READS,
    form,
    serverFields: SERVER_FIELDS,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => quote.run(values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.dialogTitle(order.documentNo)}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button variant="primary" loading={quote.pending} onClick={() => void submit()}>
            {text.submit}
          </Button>
        </>
      }
    >
      <Details
        items={[
          [c.shipper, order.shipperCompanyName],
          [c.route, routeOf(order)],
          [c.cargo, cargoOf(order)],
          [c.vehicleType, vehicleTypeOf(order)],
          [c.loadWindow, loadWindowOf(order)],
          [c.quoteDeadline, deadlineOf(order)],
        ]}
      />
      <Hint>
        {order.expectedPriceFen === null
          ? text.noExpectation
          : text.expected(formatYuan(order.expectedPriceFen))}
      </Hint>
      <DialogForm aria-label={text.dialogTitle(order.documentNo)} onSubmit={submit} noValidate>
        <FormField control={form.control} name="price" label={text.price} required>
          {(field) => <TextInput {...field} inputMode="decimal" maxLength={12} />}
        </FormField>
        <FormField control={form.control} name="remark" label={text.remark}>
          {(field) => <TextInput {...field} maxLength={200} />}
        </FormField>
      </DialogForm>
    </Dialog>
  );
}
