import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import type { AdministratorScene } from '../../contract/company-admin';
import { FormField, SendCodeButton, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { adminDialogApi } from './admin-dialog-api';
import { adminDialogLabels as text } from './admin-dialog-labels';

const Row = styled.div`
  display: flex;
  gap: ${vars.spaceSm};
`;

/**
 * 短信验证码 with 获取验证码: the code of the scene goes to the caller's own bound mobile (the server knows
 * it); the button counts down until another may be asked for. A refusal (rate limits) is the http
 * client's toast.
 */
export function SmsCodeField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  scene,
}: {
  control: Control<T>;
  name: N;
  scene: AdministratorScene;
}) {
  const send = useApiAction({
    call: () => adminDialogApi.sendCode(scene),
    success: text.codeSent,
  });
  return (
    <FormField control={control} name={name} label={text.code} required>
      {(field) => (
        <Row>
          <TextInput {...field} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          <SendCodeButton send={() => send.run()} />
        </Row>
      )}
    </FormField>
  );
}
