import { useForm } from 'react-hook-form';
import type { ContractVersion, SignerInfo, VerifyPhoneInfo } from '../../contract/certification';
import { openDownload } from '../../core';
import {
  Button,
  Details,
  FormField,
  rulesResolver,
  SendCodeButton,
  Stack,
  TextInput,
  punctuationLabels,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { AUTHORIZATION_FILE_URL, MEMBERSHIP_READS, membershipApi, PATHS } from './api';
import { FormActions, StepForm } from './CompanyInfoStep';
import { membershipLabels as text } from './labels';
import { Loaded } from './Loaded';
import { validateSign, type SignFormState } from './membership-form';
import { useCanSubmit } from './use-can-submit';

const resolver = rulesResolver(validateSign);

/**
 * Step 4, 签约: the agreement (name by version), the signer, 下载授权委托书, the SMS code to the caller's
 * bound mobile (获取验证码 with its 60 s countdown) and 同意协议并签署 → certified.
 */
export function SigningStep() {
  const contract = useApiQuery<ContractVersion>(PATHS.contract, {});
  const signer = useApiQuery<SignerInfo>(PATHS.signer, {});
  const phone = useApiQuery<VerifyPhoneInfo>(PATHS.phone, {});
  return (
    <Loaded state={contract}>
      {(version) => (
        <Stack>
          <Details
            items={[
              [text.signing.agreement, punctuationLabels.documentTitle(version.protocolName)],
              [text.signing.version, version.version],
              [text.signing.signer, signer.data?.name],
              [text.signing.signerId, signer.data?.idNumber],
              [text.signing.phone, phone.data && (phone.data.mobile ?? text.signing.noPhone)],
            ]}
          />
          <FormActions>
            <Button onClick={() => void openDownload(AUTHORIZATION_FILE_URL)}>{text.signing.download}</Button>
            <span>{text.signing.downloadHint}</span>
          </FormActions>
          <SignForm />
        </Stack>
      )}
    </Loaded>
  );
}

function SignForm() {
  const canSubmit = useCanSubmit();
  const form = useForm<SignFormState>({ defaultValues: { code: '' }, resolver });
  const send = useApiAction({
    call: () => membershipApi.sendCode(),
    success: text.signing.codeSent,
  });
  const sign = useApiAction({
    call: (values: SignFormState) => membershipApi.sign(values.code.trim()),
    success: text.signing.signed,
    invalidates: MEMBERSHIP_READS,
    form,
  });
  const submit = form.handleSubmit(async (values) => {
    await sign.run(values);
  });
  if (!canSubmit.allowed) return <FormActions>{canSubmit.notice}</FormActions>;
  return (
    <StepForm aria-label={text.steps.signing} onSubmit={submit} noValidate>
      <FormField control={form.control} name="code" label={text.field.code} required>
        {(field) => <TextInput {...field} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />}
      </FormField>
      <FormActions>
        <SendCodeButton send={() => send.run()} />
        <Button type="submit" variant="primary" loading={sign.pending}>
          {text.signing.sign}
        </Button>
      </FormActions>
    </StepForm>
  );
}
