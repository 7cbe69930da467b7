import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { RemitInfo } from '../../contract/certification';
import { formatDateTime } from '../../core';
import { Button, Details, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { invalidateApiPaths, useApiAction, useApiQuery } from '../query';
import { MEMBERSHIP_READS, membershipApi, PATHS } from './api';
import { CompanyInfoStep, FormActions, StepForm } from './CompanyInfoStep';
import { CredentialsStep } from './CredentialsStep';
import { membershipLabels as text } from './labels';
import { Loaded } from './Loaded';
import { fenOfYuan, validateRemit, type RemitFormState } from './membership-form';
import { useCanSubmit } from './use-can-submit';

const Section = styled.div`
  display: grid;
  gap: ${vars.spaceLg};
`;

const Message = styled.p<{ $tone?: 'danger' }>`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ $tone }) => ($tone ? vars.colorDanger : vars.colorText)};
`;

const resolver = rulesResolver(validateRemit);

/**
 * Step 3, 打款验证: the account the amount went to, tries left; the amount read (in yuan) is checked as
 * fen. Locked after the third wrong answer: the time it unlocks, and the ways on (修改企业信息, then
 * 重新提交资质, which the server accepts once the lock's 24 h are over).
 */
export function RemittanceStep() {
  const state = useApiQuery<RemitInfo>(PATHS.remit, {});
  return (
    <Loaded state={state}>
      {(remit) => (
        <Section>
          <Details
            items={[
              [text.remit.account, remit.bankAccountName],
              [text.remit.bank, remit.bankName],
              [text.remit.accountNo, remit.bankAccountNo],
              [text.remit.sentAt, remit.sentAt && formatDateTime(remit.sentAt)],
            ]}
          />
          {remit.state === 'locked' ? <Locked remit={remit} /> : <AmountForm remit={remit} />}
        </Section>
      )}
    </Loaded>
  );
}

function AmountForm({ remit }: { remit: RemitInfo }) {
  const canSubmit = useCanSubmit();
  const form = useForm<RemitFormState>({ defaultValues: { amount: '' }, resolver });
  const verify = useApiAction({
    call: (values: RemitFormState) => membershipApi.verifyAmount(fenOfYuan(values.amount) ?? 0),
    success: text.remit.verified,
    invalidates: MEMBERSHIP_READS,
    form,
  });
  // A wrong amount is a business refusal (toasted): the tries left (or the lock) come from a fresh read.
  const submit = form.handleSubmit(async (values) => {
    if (!verify.pending && !(await verify.run(values)))
      void invalidateApiPaths([PATHS.remit, PATHS.authInfo]);
  });
  return (
    <StepForm aria-label={text.steps.remittance} onSubmit={submit} noValidate>
      <Message>{text.remit.intro}</Message>
      <FormField
        control={form.control}
        name="amount"
        label={text.field.amount}
        required
        hint={text.remit.triesLeft(remit.triesLeft)}
      >
        {(field) => <TextInput {...field} maxLength={4} inputMode="decimal" placeholder="0.00" />}
      </FormField>
      <FormActions>
        {canSubmit.allowed && (
          <Button type="submit" variant="primary" loading={verify.pending}>
            {text.remit.verify}
          </Button>
        )}
        {canSubmit.notice}
      </FormActions>
    </StepForm>
  );
}

function Locked({ remit }: { remit: RemitInfo }) {
  const canSubmit = useCanSubmit();
  const [editing, setEditing] = useState<'info' | 'credentials' | null>(null);
  const done = () => setEditing(null);
  if (editing === 'info') return <CompanyInfoStep mode="update" onDone={done} />;
  if (editing === 'credentials') return <CredentialsStep onDone={done} />;
  return (
    <Section role="alert">
      <Message $tone="danger">{text.remit.locked}</Message>
      {remit.unlockAt && <Message>{text.remit.unlockAt(formatDateTime(remit.unlockAt))}</Message>}
      {canSubmit.allowed && (
        <FormActions>
          <Button onClick={() => setEditing('info')}>{text.editInfo}</Button>
          <Button variant="primary" onClick={() => setEditing('credentials')}>
            {text.remit.resubmit}
          </Button>
        </FormActions>
      )}
    </Section>
  );
}
