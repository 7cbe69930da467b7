import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import type { ClientBillRow } from '../../contract/bills';
import { Button, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { BILL_READS, billsApi } from './api';
import { billLabels } from './labels';

const text = billLabels.decide;
/** The server's limit on a reject reason (auditOrRejectBill). */
const REJECT_REASON_MAX = 200;
const FORM_ID = 'yp-reject-bill-form';

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

/** 驳回账单: asks the reason (required, ≤ 200 characters); a 2003 on `reason` is marked on the field. */
export function RejectBillDialog({ bill, onClose }: { bill: ClientBillRow; onClose: () => void }) {
  const form = useForm<RejectForm>({ defaultValues: { reason: '' }, resolver });
  const reject = useApiAction({
    call: (values: RejectForm) =>
      billsApi.decide({ id: bill.id!, action: 'reject', reason: values.reason.trim() }),
    success: text.rejected(bill.billNo ?? ''),
    invalidates: BILL_READS,
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
        <Intro>{text.rejectIntro(bill.billNo ?? '')}</Intro>
        <FormField control={form.control} name="reason" label={text.reason} required>
          {(field) => <TextInput {...field} maxLength={REJECT_REASON_MAX} />}
        </FormField>
      </Form>
    </Dialog>
  );
}
