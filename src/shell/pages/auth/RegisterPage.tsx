import { useNavigate } from 'react-router';
import { toastBus } from '../../../core';
import { Button, Field, TextInput } from '../../../ui';
import { authLabels } from './labels';
import { register } from '../../session/auth-api';
import { MobileCodeFields, NewPasswordFields } from './AuthFieldGroups';
import { AuthLayout, FormError, FormStack } from './AuthLayout';
import { useAuthForm } from './use-auth-form';
import { accountRule, mobileRule, passwordRule, required, sameAs, smsCodeRule } from './validation';

type Name = 'companyName' | 'userAccount' | 'username' | 'mobile' | 'code' | 'password' | 'confirm';

/** 注册: a new company (type 4) and its administrator account. */
export function RegisterPage() {
  const { auth } = authLabels;
  const navigate = useNavigate();
  const form = useAuthForm<Name>({
    initial: {
      companyName: '',
      userAccount: '',
      username: '',
      mobile: '',
      code: '',
      password: '',
      confirm: '',
    },
    rules: (values) => ({
      companyName: [required(auth.companyName)],
      userAccount: [required(auth.account), accountRule],
      username: [required(auth.username)],
      mobile: [required(auth.mobile), mobileRule],
      code: [required(auth.smsCode), smsCodeRule],
      password: [required(auth.password), passwordRule],
      confirm: [required(auth.confirmPassword), sameAs(() => values.password)],
    }),
    submit: async (values) => {
      await register({
        companyName: values.companyName.trim(),
        userAccount: values.userAccount.trim(),
        username: values.username.trim(),
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
      });
      toastBus.show({ message: auth.registerDone, tone: 'success' });
      navigate('/login', { replace: true });
    },
  });

  return (
    <AuthLayout title={auth.registerTitle} links={[{ to: '/login', label: auth.haveAccount }]}>
      <FormStack onSubmit={form.onSubmit} noValidate aria-label={auth.registerTitle}>
        <Field label={auth.companyName} required error={form.errors.companyName}>
          <TextInput
            {...form.bind('companyName')}
            autoComplete="organization"
            placeholder={auth.companyNamePlaceholder}
          />
        </Field>
        <Field
          label={auth.account}
          required
          error={form.errors.userAccount}
          hint={authLabels.validation.account}
        >
          <TextInput
            {...form.bind('userAccount')}
            autoComplete="username"
            placeholder={auth.accountPlaceholder}
          />
        </Field>
        <Field label={auth.username} required error={form.errors.username}>
          <TextInput {...form.bind('username')} autoComplete="name" placeholder={auth.usernamePlaceholder} />
        </Field>
        <MobileCodeFields form={form} scene="register" />
        <NewPasswordFields form={form} />
        {form.formError && <FormError role="alert">{form.formError}</FormError>}
        <Button type="submit" variant="primary" size="large" loading={form.submitting}>
          {auth.register}
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
