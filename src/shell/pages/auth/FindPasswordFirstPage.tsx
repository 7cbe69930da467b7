import { useNavigate } from 'react-router';
import { Button, Field, TextInput } from '../../../ui';
import { authLabels } from './labels';
import { prepareFindPassword } from '../../session/auth-api';
import { resetTicket } from '../../session/reset-ticket';
import { MobileCodeFields } from './AuthFieldGroups';
import { AuthLayout, FormError, FormStack } from './AuthLayout';
import { useAuthForm } from './use-auth-form';
import { mobileRule, required, smsCodeRule } from './validation';

/** 找回密码, step one: the account's mobile proves who asks; the server answers with a one-time reset ticket. */
export function FindPasswordFirstPage() {
  const { auth } = authLabels;
  const navigate = useNavigate();
  const form = useAuthForm<'userAccount' | 'mobile' | 'code'>({
    initial: { userAccount: '', mobile: '', code: '' },
    rules: () => ({
      userAccount: [required(auth.account)],
      mobile: [required(auth.mobile), mobileRule],
      code: [required(auth.smsCode), smsCodeRule],
    }),
    submit: async (values) => {
      const prepared = await prepareFindPassword({
        userAccount: values.userAccount.trim(),
        mobile: values.mobile.trim(),
        code: values.code.trim(),
      });
      resetTicket.set(prepared.resetTicket);
      navigate('/findPasswordSecond');
    },
  });

  return (
    <AuthLayout title={auth.findPasswordTitle} links={[{ to: '/login', label: auth.toLogin }]}>
      <FormStack onSubmit={form.onSubmit} noValidate aria-label={auth.findPasswordTitle}>
        <Field label={auth.account} required error={form.errors.userAccount}>
          <TextInput
            {...form.bind('userAccount')}
            autoComplete="username"
            placeholder={auth.accountPlaceholder}
          />
        </Field>
        <MobileCodeFields form={form} scene="findPassword" />
        {form.formError && <FormError role="alert">{form.formError}</FormError>}
        <Button type="submit" variant="primary" size="large" loading={form.submitting}>
          {auth.next}
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
