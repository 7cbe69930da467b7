import { Link, useNavigate } from 'react-router';
import { toastBus } from '../../../core';
import { Button } from '../../../ui';
import { authLabels } from './labels';
import { findPassword } from '../../session/auth-api';
import { resetTicket } from '../../session/reset-ticket';
import { NewPasswordFields } from './AuthFieldGroups';
import { AuthLayout, FormError, FormStack } from './AuthLayout';
import { useAuthForm } from './use-auth-form';
import { passwordRule, required, sameAs } from './validation';

/** 设置新密码, step two: the ticket of step one and the new password (encrypted). */
export function FindPasswordSecondPage() {
  const { auth } = authLabels;
  const navigate = useNavigate();
  const ticket = resetTicket.get();
  const form = useAuthForm<'password' | 'confirm'>({
    initial: { password: '', confirm: '' },
    rules: (values) => ({
      password: [required(auth.newPassword), passwordRule],
      confirm: [required(auth.confirmPassword), sameAs(() => values.password)],
    }),
    submit: async (values) => {
      await findPassword(ticket ?? '', values.password);
      resetTicket.clear();
      toastBus.show({ message: auth.passwordChanged, tone: 'success' });
      navigate('/login', { replace: true });
    },
  });

  const links = [{ to: '/login', label: auth.toLogin }];
  if (!ticket) {
    return (
      <AuthLayout title={auth.setPasswordTitle} links={links}>
        <FormError role="alert">{auth.resetTicketMissing}</FormError>
        <p>
          <Link to="/findPasswordFirst">{auth.findPasswordTitle}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={auth.setPasswordTitle} links={links}>
      <FormStack onSubmit={form.onSubmit} noValidate aria-label={auth.setPasswordTitle}>
        <NewPasswordFields form={form} label={auth.newPassword} />
        {form.formError && <FormError role="alert">{form.formError}</FormError>}
        <Button type="submit" variant="primary" size="large" loading={form.submitting}>
          {auth.savePassword}
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
