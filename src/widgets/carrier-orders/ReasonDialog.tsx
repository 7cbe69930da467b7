import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { Button, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { CARRIER_ORDER_READS } from './api';
import { common } from './labels';

/** A reason's length limit (reject and cancel alike; the server's schemas say the same). */
const REASON_MAX = 200;

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

interface ReasonForm {
  reason: string;
}

const resolver = rulesResolver((values: ReasonForm, required: string) => ({
  reason: values.reason.trim() ? undefined : required,
}));

export interface ReasonDialogProps {
  formId: string;
  title: string;
  intro: string;
  reasonLabel: string;
  reasonRequired: string;
  /** The destructive button's label (驳回车辆, 取消订单). */
  submitLabel: string;
  /** The cancel button's label (default 取消). */
  closeLabel?: string;
  /** The write, given the trimmed reason. */
  call: (reason: string) => Promise<unknown>;
  success: string;
  onClose: () => void;
}

/**
 * A destructive action that needs a reason (驳回车辆, 取消订单): the reason is required and sent trimmed;
 * a 2003 on `reason` is marked on the field and the dialog stays open.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { formId, title, onClose } = props;
  const form = useForm<ReasonForm, string>({
    defaultValues: { reason: '' },
    resolver,
    context: props.reasonRequired,
  });
  const action = useApiAction({
    call: (values: ReasonForm) => props.call(values.reason.trim()),
    success: props.success,
    invalidates: CARRIER_ORDER_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => action.run(values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{props.closeLabel ?? common.cancel}</Button>
          <Button type="submit" form={formId} variant="danger" loading={action.pending}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} aria-label={title} onSubmit={submit} noValidate>
        <p>{props.intro}</p>
        <FormField control={form.control} name="reason" label={props.reasonLabel} required>
          {(field) => <TextInput {...field} maxLength={REASON_MAX} />}
        </FormField>
      </Form>
    </Dialog>
  );
}
