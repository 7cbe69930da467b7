import type { LoginResult } from '../../../contract/auth';
import { Button, Field, TextInput } from '../../../ui';
import { shellLabels } from '../../labels';
import { smsLogin } from '../../session/auth-api';
import { FormError, FormStack, InlineRow } from './AuthLayout';
import { SmsCodeButton } from './SmsCodeButton';
import { useAuthForm } from './use-auth-form';
import { mobileRule, required, smsCodeRule } from './validation';

/** 短信登录 (conservoLogin): mobile number and the code sent to it. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const { auth } = shellLabels;
  const form = useAuthForm<'mobile' | 'code'>({
    initial: { mobile: '', code: '' },
    rules: () => ({
      mobile: [required(auth.mobile), mobileRule],
      code: [required(auth.smsCode), smsCodeRule],
    }),
    submit: async (values) =>
      onLoggedIn(await smsLogin({ mobile: values.mobile.trim(), code: values.code.trim() })),
  });

  return (
    <FormStack onSubmit={form.onSubmit} noValidate aria-label={auth.smsTab}>
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
          <SmsCodeButton mobile={form.values.mobile.trim()} scene="login" onError={form.setFormError} />
        </InlineRow>
      </Field>
      {form.formError && <FormError role="alert">{form.formError}</FormError>}
      <Button type="submit" variant="primary" size="large" loading={form.submitting}>
        {form.submitting ? auth.loggingIn : auth.login}
      </Button>
    </FormStack>
  );
}
