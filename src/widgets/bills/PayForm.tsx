import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { PayInfoDetail } from '../../contract/statements';
import { createTraceId, formatFen, usePermissions } from '../../core';
import { formatYuan } from '../../contract/money';
import { Button, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { invalidateApiPaths, useApiAction } from '../query';
import { STATEMENT_CODES } from './navigation';
import { fenToYuanText, yuanTextToFen } from './pay-amount';
import { statementLabels } from './statement-labels';
import { STATEMENT_READS, statementsApi } from './statements-api';

const text = statementLabels.payForm;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  /* The button beside the input, under the label. */
  align-items: flex-end;
  gap: ${vars.spaceLg};
`;

interface PayFormValues {
  amount: string;
}

/** The amount's rules: 元 with at most two decimals, above 0, at most what remains (the server checks again). */
const rulesFor = (remainingFen: number) =>
  rulesResolver((values: PayFormValues) => {
    const fen = yuanTextToFen(values.amount);
    if (values.amount.trim() === '') return { amount: text.amountRequired };
    if (fen === null) return { amount: text.amountFormat };
    if (fen <= 0) return { amount: text.amountPositive };
    if (fen > remainingFen) return { amount: text.amountTooLarge(formatYuan(remainingFen)) };
    return {};
  });

/** A pay the server refused on its amount: what was typed and the server's message. */
export interface PayRefusal {
  amount: string;
  message: string;
}

/**
 * 付款: one pay of an unpaid payment, with 付款管理-支付 only. The amount in 元 (two decimals) is sent
 * in fen, what remains by default; the server's 2003 on amountFen (another pay came first) marks the
 * field. One requestId per form: a retry of the same submit pays once; a new one after each success.
 *
 * A refusal on the amount means the figures on the page may be stale: they are read again, and as the
 * detail remounts the form for the new figures (it is keyed by what is paid), the refusal — the amount
 * typed and the server's message — is handed back through `onRefusal` and `refused`, so the field stays
 * marked.
 */
export function PayForm({
  payment,
  refused,
  onRefusal,
}: {
  payment: PayInfoDetail;
  refused?: PayRefusal;
  onRefusal: (refusal: PayRefusal | undefined) => void;
}) {
  const { can } = usePermissions();
  const [requestId, setRequestId] = useState(createTraceId);
  const [resolver] = useState(() => rulesFor(payment.remainingFen));
  const form = useForm<PayFormValues>({
    defaultValues: { amount: refused?.amount ?? fenToYuanText(payment.remainingFen) },
    resolver,
  });
  useEffect(() => {
    if (refused) form.setError('amount', { type: 'server', message: refused.message }, { shouldFocus: true });
  }, [form, refused]);
  const pay = useApiAction({
    call: (values: PayFormValues) =>
      statementsApi.pay({ id: payment.id, amountFen: yuanTextToFen(values.amount) ?? 0, requestId }),
    success: (_result, values) => text.paid(formatFen(yuanTextToFen(values.amount) ?? 0)),
    invalidates: STATEMENT_READS,
    form,
    serverFields: { amountFen: 'amount' },
    onSuccess: () => {
      setRequestId(createTraceId());
      onRefusal(undefined);
    },
  });
  if (payment.state !== 'unpaid' || !can(STATEMENT_CODES.pay)) return null;
  const submit = form.handleSubmit(async (values) => {
    if (pay.pending || (await pay.run(values)) !== undefined) return;
    const message = form.getFieldState('amount').error?.message;
    if (!message) return;
    onRefusal({ amount: values.amount, message });
    void invalidateApiPaths(STATEMENT_READS);
  });
  return (
    <Form aria-label={text.title} onSubmit={submit} noValidate>
      <FormField control={form.control} name="amount" label={text.amount} required>
        {(field) => <TextInput {...field} inputMode="decimal" maxLength={13} />}
      </FormField>
      <Button type="submit" variant="primary" loading={pay.pending}>
        {text.submit}
      </Button>
    </Form>
  );
}
