import styled from 'styled-components';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { settlementTotal, type CarrierOrder } from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { Button, Dialog, FormField, IconButton, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { CARRIER_ORDER_READS, carrierOrdersApi } from './api';
import { actionLabels as text, common } from './labels';
import {
  ADJUSTMENT_REASON_MAX,
  ADJUSTMENTS_MAX,
  EMPTY_ADJUSTMENT,
  toAdjustments,
  validateSign,
  type SignFormState,
} from './sign-form';

const FORM_ID = 'yp-carrier-sign-form';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 160px auto;
  align-items: start;
  gap: ${vars.spaceSm};
`;
const Total = styled.p`
  margin: 0;
  font-weight: 600;
`;

const resolver = rulesResolver(validateSign);

/** 签收: the shipper confirms the delivery, with adjustments to the agreed price (a deduction negative). */
export function SignDialog({ order, onClose }: { order: CarrierOrder; onClose: () => void }) {
  const form = useForm<SignFormState>({ defaultValues: { adjustments: [] }, resolver });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'adjustments' });
  const rows = useWatch({ control: form.control, name: 'adjustments' });
  const total = settlementTotal(order.priceFen, toAdjustments({ adjustments: rows ?? [] }));
  const sign = useApiAction({
    call: (values: SignFormState) => carrierOrdersApi.sign(order.id, toAdjustments(values)),
    success: text.signed,
    invalidates: CARRIER_ORDER_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => sign.run(values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.signTitle}
      width={640}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={sign.pending}>
            {text.signTitle}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} aria-label={text.signTitle} onSubmit={submit} noValidate>
        <p>{text.signIntro}</p>
        {fields.map((field, index) => (
          <Row key={field.id}>
            <FormField
              control={form.control}
              name={`adjustments.${index}.reason`}
              label={text.adjustmentReason(index + 1)}
              required
            >
              {(bound) => <TextInput {...bound} maxLength={ADJUSTMENT_REASON_MAX} />}
            </FormField>
            <FormField
              control={form.control}
              name={`adjustments.${index}.amount`}
              label={text.adjustmentAmount(index + 1)}
              required
            >
              {(bound) => <TextInput {...bound} maxLength={13} inputMode="decimal" />}
            </FormField>
            <IconButton
              label={text.removeAdjustment(index + 1)}
              icon={<span aria-hidden="true">×</span>}
              onClick={() => remove(index)}
            />
          </Row>
        ))}
        <div>
          <Button disabled={fields.length >= ADJUSTMENTS_MAX} onClick={() => append({ ...EMPTY_ADJUSTMENT })}>
            {text.addAdjustment}
          </Button>
        </div>
        <Total aria-live="polite">{text.signTotal(formatYuan(order.priceFen), formatYuan(total))}</Total>
      </Form>
    </Dialog>
  );
}
