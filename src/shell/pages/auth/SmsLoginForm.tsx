import type { LoginResult } from '../../../contract/auth';
import { Button } from '../../../ui';
import { authLabels } from './labels';
import { smsLogin } from '../../session/auth-api';
import { FormError, FormStack } from './AuthLayout';
import { MobileCodeFields } from './AuthFieldGroups';
import { useAuthForm } from './use-auth-form';
import { mobileRule, required, smsCodeRule } from './validation';

/** 短信登录 (conservoLogin): mobile number and the code sent to it. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const { auth } = authLabels;
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
      <MobileCodeFields form={form} scene="login" />
      {form.formError && <FormError role="alert">{form.formError}</FormError>}
      <Button type="submit" variant="primary" size="large" loading={form.submitting}>
        {form.submitting ? auth.loggingIn : auth.login}
      </Button>
    </FormStack>
  );
}
