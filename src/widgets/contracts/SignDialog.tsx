import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { CONTRACT_CODES, type ContractDetail } from '../../contract/contracts';
import type { VerifyPhoneInfo } from '../../contract/certification';
import { isApiError, usePermissions } from '../../core';
import {
  Button,
  Checkbox,
  Dialog,
  FormField,
  SendCodeButton,
  TextInput,
  rulesResolver,
  vars,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { contractsApi, PATHS, SIGNING_READS } from './api';
import { signLabels as text } from './labels';
import { EMPTY_SIGN_FORM, signStep, toConfirmRequest, validateSign, type SignFormState } from './sign-form';
import { SignSteps } from './SignSteps';

const resolver = rulesResolver(validateSign);

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceLg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.spaceMd};
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;

const Problem = styled.p`
  margin: 0;
  color: ${vars.colorDanger};
`;

export interface SignDialogProps {
  contract: ContractDetail;
  onClose: () => void;
  /** After the signing: the detail has been refreshed, the event fired. */
  onSigned: () => void;
}

/**
 * 签署: ① 我已阅读并同意 (required) ② 获取验证码 to the bound mobile (shown masked) ③ the 6-digit code
 * ④ 确认签署. A field the server names (2003) is marked; a refusal (验证码错误, 签署已锁定 …) is the form's error.
 */
export function SignDialog({ contract, onClose, onSigned }: SignDialogProps) {
  const { can } = usePermissions();
  const emit = useEmit();
  const phone = useApiQuery<VerifyPhoneInfo>(PATHS.phone, {}, { silent: true });
  const mobile = phone.data?.mobile ?? null;
  const form = useForm<SignFormState>({ defaultValues: EMPTY_SIGN_FORM, resolver });
  const values = useWatch({ control: form.control }) as SignFormState;
  const [codeSent, setCodeSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** A refusal (验证码错误, 签署已锁定 …) stays in the form as well as in the toast; a 2003 marks its field. */
  const showingRefusal = async <T,>(call: () => Promise<T>): Promise<T> => {
    setRefusal(null);
    try {
      return await call();
    } catch (error) {
      if (isApiError(error) && !error.fields?.length && !error.canceled) setRefusal(error.message);
      throw error;
    }
  };
  const send = useApiAction({
    call: () => showingRefusal(() => contractsApi.sendCode()),
    success: () => text.codeSent(mobile),
    onSuccess: () => setCodeSent(true),
  });
  const confirm = useApiAction({
    call: (request: SignFormState) =>
      showingRefusal(() => contractsApi.confirm(toConfirmRequest(contract.id, request))),
    success: text.signed,
    invalidates: SIGNING_READS,
    form,
    onSuccess: () => {
      emit('yp-contract-signed', { contractId: contract.id });
      onSigned();
    },
  });
  const requestCode = async () => {
    if (!(await form.trigger('agreed'))) return undefined;
    return send.run();
  };
  const mayConfirm = can(CONTRACT_CODES[contract.kind].confirmSign);
  const submit = form.handleSubmit(async (request) => {
    if (mayConfirm) await confirm.run(request);
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title(contract.protocolName)}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          {mayConfirm && (
            <Button variant="primary" loading={confirm.pending} onClick={() => void submit()}>
              {text.confirm}
            </Button>
          )}
        </>
      }
    >
      <SignSteps current={signStep(values, codeSent)} />
      <Form onSubmit={submit} noValidate aria-label={text.stepConfirm}>
        <Controller
          control={form.control}
          name="agreed"
          render={({ field, fieldState }) => (
            <div>
              <Checkbox checked={field.value} onChange={field.onChange}>
                {text.agree(contract.protocolName)}
              </Checkbox>
              {fieldState.error && <Problem role="alert">{fieldState.error.message}</Problem>}
            </div>
          )}
        />
        <Hint>{phone.data && (mobile ? text.sentTo(mobile) : text.noMobile)}</Hint>
        <Row>
          <FormField control={form.control} name="code" label={text.code} required>
            {(field) => (
              <TextInput {...field} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
            )}
          </FormField>
          <SendCodeButton send={requestCode} />
        </Row>
        {refusal && <Problem role="alert">{refusal}</Problem>}
        {!mayConfirm && <Hint>{text.noConfirmCode}</Hint>}
      </Form>
    </Dialog>
  );
}
