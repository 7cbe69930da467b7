import { useForm } from 'react-hook-form';
import type { DemandOrder } from '../../contract/freight';
import { Button, Dialog, FormField, rulesResolver } from '../../ui';
import { useApiAction } from '../query';
import { DEMAND_READS, demandsApi } from './api';
import { DateTimeInput } from './DateTimeInput';
import { validateRepublish, type DemandFormContext, type RepublishFormState } from './demand-form';
import { instantOfLocal } from './form-values';
import { detailLabels as text, formLabels } from './labels';
import { DialogForm, Hint } from './styles';

const resolver = rulesResolver<RepublishFormState, DemandFormContext>(validateRepublish);
const CLOCK: DemandFormContext = { now: () => new Date() };

/** 重新发布 an expired order with a new quote deadline (the quotes already given are kept). */
export function RepublishDialog({ order, onClose }: { order: DemandOrder; onClose: () => void }) {
  const form = useForm<RepublishFormState, DemandFormContext>({
    defaultValues: { quoteDeadline: '' },
    resolver,
    context: CLOCK,
  });
  const republish = useApiAction({
    call: ({ quoteDeadline }: RepublishFormState) =>
      demandsApi.republish({ id: order.id, quoteDeadline: instantOfLocal(quoteDeadline)! }),
    success: text.republished,
    invalidates: DEMAND_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => republish.run(values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.republishTitle}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>{formLabels.cancel}</Button>
          <Button variant="primary" loading={republish.pending} onClick={() => void submit()}>
            {text.republish}
          </Button>
        </>
      }
    >
      <Hint>{text.republishHint}</Hint>
      <DialogForm aria-label={text.republishTitle} onSubmit={submit} noValidate>
        <FormField
          control={form.control}
          name="quoteDeadline"
          label={formLabels.field.quoteDeadline}
          hint={formLabels.timeHint}
          required
        >
          {(field) => (
            <DateTimeInput
              value={field.value}
              onChange={field.onChange}
              timeLabel={formLabels.timeOf(formLabels.field.quoteDeadline)}
            />
          )}
        </FormField>
      </DialogForm>
    </Dialog>
  );
}
