import styled from 'styled-components';
import { useForm, useWatch } from 'react-hook-form';
import { FormField, PasswordInput, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { PROFILE_READS, profileApi } from './api';
import { FormDialog } from './FormDialog';
import { myAccountLabels } from './labels';
import { EMPTY_MOBILE_FORM, validateMobile, type MobileFormState } from './profile-forms';
import { SmsCodeButton } from './SmsCodeButton';

const text = myAccountLabels.mobileDialog;
const resolver = rulesResolver(validateMobile);

const CodeRow = styled.div`
  display: flex;
  gap: ${vars.spaceSm};
  & > :first-child {
    flex: 1;
  }
`;

/** 更换手机号: an SMS code sent to the new mobile and the login password. */
export function MobileDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<MobileFormState>({ defaultValues: EMPTY_MOBILE_FORM, resolver });
  const { control } = form;
  const mobile = useWatch({ control, name: 'mobile' });
  const save = useApiAction({
    call: (values: MobileFormState) => profileApi.changeMobile(values),
    success: text.saved,
    invalidates: PROFILE_READS,
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      id="yp-my-mobile-form"
      title={text.title}
      onClose={onClose}
      pending={save.pending}
      onSubmit={form.handleSubmit(save.run)}
    >
      <FormField control={control} name="mobile" label={text.mobile} required>
        {(field) => <TextInput {...field} maxLength={11} inputMode="numeric" />}
      </FormField>
      <FormField control={control} name="code" label={text.code} required>
        {(field) => (
          <CodeRow>
            <TextInput {...field} maxLength={6} inputMode="numeric" />
            <SmsCodeButton mobile={mobile} check={() => form.trigger('mobile')} />
          </CodeRow>
        )}
      </FormField>
      <FormField control={control} name="password" label={text.password} required>
        {(field) => <PasswordInput {...field} autoComplete="current-password" />}
      </FormField>
    </FormDialog>
  );
}
