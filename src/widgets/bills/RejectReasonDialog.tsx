import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import type { ApiPath } from '../../contract/api-paths';
import { Button, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';

/** The server's limit on a reject reason (auditOrRejectBill, rejectedUpstreamIntegralStatements). */
const REJECT_REASON_MAX = 200;

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

/** The reason is required; the message is the caller's wording, the form's context. */
const resolver = rulesResolver((values: RejectForm, reasonRequired: string) => ({
  reason: values.reason.trim() ? undefined : reasonRequired,
}));

export interface RejectReasonDialogProps {
  /** The form's id (the footer's submit button names it). */
  formId: string;
  title: string;
  intro: string;
  reasonLabel: string;
  reasonRequired: string;
  rejectLabel: string;
  cancelLabel: string;
  /** The reject call, given the trimmed reason. */
  call: (reason: string) => Promise<unknown>;
  success: string;
  invalidates: readonly ApiPath[];
  onClose: () => void;
}

/**
 * A 驳回 dialog: asks the reason (required, ≤ 200 characters), sends it trimmed; a 2003 on `reason` is
 * marked on the field and the dialog stays. Client bills and points statements reject through it.
 */
export function RejectReasonDialog(props: RejectReasonDialogProps) {
  const { formId, title, reasonLabel, rejectLabel, cancelLabel, onClose } = props;
  const form = useForm<RejectForm, string>({
    defaultValues: { reason: '' },
    resolver,
    context: props.reasonRequired,
  });
  const reject = useApiAction({
    call: (values: RejectForm) => props.call(values.reason.trim()),
    success: props.success,
    invalidates: props.invalidates,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => reject.run(values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" form={formId} variant="danger" loading={reject.pending}>
            {rejectLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} aria-label={title} onSubmit={submit} noValidate>
        <Intro>{props.intro}</Intro>
        <FormField control={form.control} name="reason" label={reasonLabel} required>
          {(field) => <TextInput {...field} maxLength={REJECT_REASON_MAX} />}
        </FormField>
      </Form>
    </Dialog>
  );
}
