import styled from 'styled-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { IndividualPointsRow } from '../../contract/points';
import type { Page } from '../../contract/envelope';
import { createTraceId } from '../../core';
import {
  Button,
  Dialog,
  FormField,
  rulesResolver,
  Select,
  TextInput,
  vars,
  punctuationLabels,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { ACCOUNTS_QUERY, BALANCE_READS, INDIVIDUAL_POINTS_CALL, pointsApi } from './points-api';
import { EMPTY_ALLOT, toAllotRequest, validateAllot, type AllotForm } from './points-form';
import { pointsLabels } from './points-labels';

const text = pointsLabels.allot;
const FORM_ID = 'yp-allot-points-form';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

/** The pool's balance is the rules' context: a lookup, not a form value. */
const resolver = rulesResolver((form: AllotForm, balance: number) => validateAllot(form, balance));

const accountOptions = (page: Page<IndividualPointsRow>) =>
  page.list.map((row) => ({
    value: row.accountId,
    label: punctuationLabels.withNote(row.username, row.userAccount),
  }));

/**
 * 分配积分: points from the pool to one of the company's accounts. The dialog keeps one requestId until
 * it succeeds, so a double submit allots once; more than the balance is refused here and, should the
 * balance have moved meanwhile, by the server's 2003 on `points`, marked on the field.
 */
export function PointsAllotDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const [requestId] = useState(createTraceId);
  const accounts = useApiQuery(INDIVIDUAL_POINTS_CALL, ACCOUNTS_QUERY, {
    silent: true,
    select: accountOptions,
  });
  const form = useForm<AllotForm, number>({ defaultValues: EMPTY_ALLOT, resolver, context: balance });
  const allot = useApiAction({
    call: (values: AllotForm) => pointsApi.allot(toAllotRequest(values, requestId)),
    success: (done) =>
      text.done(
        done.points,
        accounts.data?.find((option) => option.value === done.accountId)?.label ?? done.accountId,
      ),
    invalidates: BALANCE_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => allot.run(values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={allot.pending}>
            {text.submit}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} aria-label={text.title} onSubmit={submit} noValidate>
        <FormField control={form.control} name="accountId" label={text.account} required>
          {(field) => <Select options={accounts.data ?? []} value={field.value} onChange={field.onChange} />}
        </FormField>
        <FormField
          control={form.control}
          name="points"
          label={text.points}
          required
          hint={text.available(balance)}
        >
          {(field) => <TextInput {...field} inputMode="numeric" maxLength={9} />}
        </FormField>
      </Form>
    </Dialog>
  );
}
