import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { CarrierOrder, DemandOrder, FreightContractPreview } from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import {
  Button,
  DetailStates,
  Details,
  Dialog,
  FormField,
  SendCodeButton,
  Steps,
  TextInput,
  rulesResolver,
  vars,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { CONTRACT_PREVIEW_CALL, SIGN_READS, demandsApi } from './api';
import { detailLabels, signLabels as text } from './labels';
import { CARRIER_DETAIL_PATH, navigate } from './navigation';
import { validateSignCode, type SignFormState } from './sign-form';
import { DialogForm, Hint, Row } from './styles';

const resolver = rulesResolver(validateSignCode);

const Clauses = styled.ol`
  max-height: 240px;
  overflow: auto;
  margin: 0 0 ${vars.spaceLg};
  padding: ${vars.spaceMd} ${vars.spaceMd} ${vars.spaceMd} ${vars.spaceXl};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  line-height: 1.8;
`;

const Heading = styled.h3`
  margin: ${vars.spaceLg} 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeMd};
`;

/**
 * 签署运输合同: the contract as it will be signed (parties, price, clauses) → 获取验证码 (a countdown on the
 * button) → the 6-digit code → 确认签署 → the carrier order it created, with a way to open it.
 */
export function SignDialog({ order, onClose }: { order: DemandOrder; onClose: () => void }) {
  const [signed, setSigned] = useState<CarrierOrder | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const preview = useApiQuery<FreightContractPreview>(CONTRACT_PREVIEW_CALL, { id: order.id });
  const form = useForm<SignFormState>({ defaultValues: { code: '' }, resolver });
  const send = useApiAction({
    call: () => demandsApi.sendCode(order.id),
    success: text.codeSent,
    onSuccess: () => setCodeSent(true),
  });
  const sign = useApiAction({
    call: ({ code }: SignFormState) => demandsApi.sign({ id: order.id, code: code.trim() }),
    success: text.signed,
    invalidates: SIGN_READS,
    form,
    onSuccess: setSigned,
  });
  const submit = form.handleSubmit(async (values) => {
    await sign.run(values);
  });
  const step = signed ? 2 : codeSent ? 1 : 0;
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title}
      width={640}
      footer={
        signed ? (
          <Button onClick={onClose}>{text.close}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{text.cancel}</Button>
            <Button
              variant="primary"
              loading={sign.pending}
              disabled={!preview.data}
              onClick={() => void submit()}
            >
              {text.confirm}
            </Button>
          </>
        )
      }
    >
      <Steps steps={text.steps} current={step} complete={Boolean(signed)} aria-label={text.stepsLabel} />
      {signed ? (
        <SignedResult carrierOrder={signed} />
      ) : (
        <DetailStates state={preview} notFoundText={detailLabels.notFound} back={null}>
          {(contract) => (
            <>
              <ContractPreview contract={contract} />
              <DialogForm aria-label={text.confirm} onSubmit={submit} noValidate>
                <Hint>{text.codeHint}</Hint>
                <Row>
                  <FormField control={form.control} name="code" label={text.code} required>
                    {(field) => (
                      <TextInput {...field} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
                    )}
                  </FormField>
                  <SendCodeButton send={() => send.run()} />
                </Row>
              </DialogForm>
            </>
          )}
        </DetailStates>
      )}
    </Dialog>
  );
}

function ContractPreview({ contract }: { contract: FreightContractPreview }) {
  return (
    <section aria-label={contract.title}>
      <Heading>{contract.title}</Heading>
      <Details
        items={[
          [text.shipper, contract.shipperCompanyName],
          [text.carrier, contract.carrierCompanyName],
          [text.price, `¥${formatYuan(contract.priceFen)}`],
        ]}
      />
      <Heading>{text.clauses}</Heading>
      <Clauses>
        {contract.clauses.map((clause) => (
          <li key={clause}>{clause}</li>
        ))}
      </Clauses>
    </section>
  );
}

function SignedResult({ carrierOrder }: { carrierOrder: CarrierOrder }) {
  const emit = useEmit();
  return (
    <section aria-label={text.successTitle} role="status">
      <Heading>{text.successTitle}</Heading>
      <Hint>{text.successText(carrierOrder.documentNo)}</Hint>
      <Button variant="link" onClick={() => navigate(emit, CARRIER_DETAIL_PATH, { id: carrierOrder.id })}>
        {text.openCarrierOrder} {carrierOrder.documentNo}
      </Button>
    </section>
  );
}
