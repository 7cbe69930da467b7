import { useForm } from 'react-hook-form';
import { DEMAND_LIMITS } from '../../contract/freight';
import { Button, Dialog, FormField, TextInput, rulesResolver } from '../../ui';
import { reasonLabels as text } from './labels';
import { DialogForm, Hint } from './styles';

interface ReasonForm {
  reason: string;
}

const validateReason = ({ reason }: ReasonForm): Partial<Record<'reason', string>> => {
  const trimmed = reason.trim();
  if (!trimmed) return { reason: text.reasonRequired };
  return trimmed.length > DEMAND_LIMITS.remarkMax ? { reason: text.tooLong(DEMAND_LIMITS.remarkMax) } : {};
};
const resolver = rulesResolver(validateReason);

export interface ReasonDialogProps {
  title: string;
  /** What the action does, asked before it is taken (the dialog is the confirmation). */
  message: string;
  confirmLabel: string;
  pending: boolean;
  /** Resolves when the call ended; the caller closes the dialog on success. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A destructive action that needs a reason (取消需求, 拉黑承运方): the reason typed, then confirmed. */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const form = useForm<ReasonForm>({ defaultValues: { reason: '' }, resolver });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!pending) await onConfirm(reason.trim());
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={480}
      role="alertdialog"
      footer={
        <>
          <Button onClick={onClose}>{text.back}</Button>
          <Button variant="danger" loading={pending} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Hint>{message}</Hint>
      <DialogForm aria-label={title} onSubmit={submit} noValidate>
        <FormField control={form.control} name="reason" label={text.reason} required>
          {(field) => <TextInput {...field} maxLength={DEMAND_LIMITS.remarkMax} />}
        </FormField>
      </DialogForm>
    </Dialog>
  );
}
