/**
 * Field groups several auth forms share: a mobile number with its SMS code (短信登录, 注册, 找回密码)
 * and a new password with its confirmation (注册, 设置新密码). Each binds to the page's useAuthForm.
 */
import type { ChangeEvent } from 'react';
import type { VerificationScene } from '../../../contract/auth';
import { Field, PasswordInput, TextInput } from '../../../ui';
import { authLabels } from './labels';
import { InlineRow } from './AuthLayout';
import { SmsCodeButton } from './SmsCodeButton';

/** The part of a useAuthForm result these groups use; any form holding the named fields fits. */
interface AuthForm<Name extends string> {
  values: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  bind: (name: Name) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  setFormError: (message: string | null) => void;
}

const { auth } = authLabels;

export function MobileCodeFields({
  form,
  scene,
}: {
  form: AuthForm<'mobile' | 'code'>;
  scene: VerificationScene;
}) {
  return (
    <>
      <Field label={auth.mobile} required error={form.errors.mobile}>
        <TextInput
          {...form.bind('mobile')}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={auth.mobilePlaceholder}
        />
      </Field>
      <Field label={auth.smsCode} required error={form.errors.code}>
        <InlineRow>
          <TextInput
            {...form.bind('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={auth.smsCodePlaceholder}
          />
          <SmsCodeButton mobile={form.values.mobile.trim()} scene={scene} onError={form.setFormError} />
        </InlineRow>
      </Field>
    </>
  );
}

export function NewPasswordFields({
  form,
  label = auth.password,
}: {
  form: AuthForm<'password' | 'confirm'>;
  label?: string;
}) {
  return (
    <>
      <Field label={label} required error={form.errors.password} hint={authLabels.validation.password}>
        <PasswordInput
          {...form.bind('password')}
          autoComplete="new-password"
          placeholder={auth.passwordPlaceholder}
        />
      </Field>
      <Field label={auth.confirmPassword} required error={form.errors.confirm}>
        <PasswordInput
          {...form.bind('confirm')}
          autoComplete="new-password"
          placeholder={auth.confirmPasswordPlaceholder}
        />
      </Field>
    </>
  );
}
