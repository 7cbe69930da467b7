import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import type { PointsStatementRow } from '../../contract/points';
import { Button, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { POINTS_STATEMENT_READS, pointsApi } from './points-api';
import { pointsLabels } from './points-labels';

const text = pointsLabels.decide;
/** The server's limit on a reject reason (rejectedUpstreamIntegralStatements: 1–200 characters). */
const REJECT_REASON_MAX = 200;
const FORM_ID = 'yp-reject-points-form';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

const Intro = styled.p`
  margin: 0;
`;

interface RejectForm {
  reason: string;
}

const resolver = rulesResolver((values: RejectForm) => ({
  reason: values.reason.trim() ? undefined : text.reasonRequired,
}));

/** 驳回积分对账单: asks the reason (required, ≤ 200 characters); a 2003 on `reason` marks the field. */
export function PointsRejectDialog({
  statement,
  onClose,
}: {
  statement: PointsStatementRow;
  onClose: () => void;
}) {
  const form = useForm<RejectForm>({ defaultValues: { reason: '' }, resolver });
  const reject = useApiAction({
    call: (values: RejectForm) => pointsApi.reject({ id: statement.id, reason: values.reason.trim() }),
    success: text.rejected(statement.statementNo),
    invalidates: POINTS_STATEMENT_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (values) => {
    if (!reject.pending) await reject.run(values);
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.rejectTitle}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={reject.pending}>
            {text.reject}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} aria-label={text.rejectTitle} onSubmit={submit} noValidate>
        <Intro>{text.rejectIntro(statement.statementNo)}</Intro>
        <FormField control={form.control} name="reason" label={text.reason} required>
          {(field) => <TextInput {...field} maxLength={REJECT_REASON_MAX} />}
        </FormField>
      </Form>
    </Dialog>
  );
}
