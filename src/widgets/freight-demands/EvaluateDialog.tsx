import { useForm } from 'react-hook-form';
import { EVALUATION_CONTENT_MAX } from '../../contract/freight';
import { Button, Dialog, FormField, Select, TextInput, rulesResolver } from '../../ui';
import { useApiAction } from '../query';
import { EVALUATION_CALL, demandsApi } from './api';
import { evaluationLabels as text } from './labels';
import { DialogForm } from './styles';

interface EvaluationForm {
  stars: number | null;
  content: string;
}

const validateEvaluation = ({ stars, content }: EvaluationForm) => ({
  ...(!stars && { stars: text.errors.stars }),
  ...(!content.trim()
    ? { content: text.errors.required }
    : content.trim().length > EVALUATION_CONTENT_MAX && {
        content: text.errors.tooLong(EVALUATION_CONTENT_MAX),
      }),
});
const resolver = rulesResolver(validateEvaluation);
const starOptions = () => [5, 4, 3, 2, 1].map((stars) => ({ value: stars, label: text.starOption(stars) }));

/** 评价 the carrier of a completed carrier order: 1–5 stars and a text, once. */
export function EvaluateDialog({ carrierOrderId, onClose }: { carrierOrderId: string; onClose: () => void }) {
  const form = useForm<EvaluationForm>({ defaultValues: { stars: null, content: '' }, resolver });
  const evaluate = useApiAction({
    call: ({ stars, content }: EvaluationForm) =>
      demandsApi.evaluate({ carrierOrderId, stars: stars!, content: content.trim() }),
    success: text.saved,
    invalidates: [EVALUATION_CALL],
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (values) => {
    await evaluate.run(values);
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button variant="primary" loading={evaluate.pending} onClick={() => void submit()}>
            {text.submit}
          </Button>
        </>
      }
    >
      <DialogForm aria-label={text.title} onSubmit={submit} noValidate>
        <FormField control={form.control} name="stars" label={text.stars} required>
          {(field) => <Select options={starOptions()} value={field.value} onChange={field.onChange} />}
        </FormField>
        <FormField control={form.control} name="content" label={text.content} required>
          {(field) => <TextInput {...field} maxLength={EVALUATION_CONTENT_MAX} />}
        </FormField>
      </DialogForm>
    </Dialog>
  );
}
