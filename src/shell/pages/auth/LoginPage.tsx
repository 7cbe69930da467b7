import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '../../../contract/auth';
import { landingOf, sessionStore } from '../../../core';
import { Tabs } from '../../../ui';
import { shellLabels } from '../../labels';
import { AuthLayout } from './AuthLayout';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

type Method = 'password' | 'sms';

export function LoginPage() {
  const { auth } = shellLabels;
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('password');

  const onLoggedIn = (result: LoginResult) => {
    sessionStore.applyLogin(result);
    navigate(landingOf(sessionStore.get()), { replace: true });
  };

  return (
    <AuthLayout
      title={auth.loginTitle}
      links={[
        { to: '/register', label: auth.toRegister },
        { to: '/findPasswordFirst', label: auth.toFindPassword },
        { to: '/cookiedec', label: auth.toCookies },
      ]}
    >
      <Tabs<Method>
        aria-label={auth.loginTitle}
        items={[
          { key: 'password', label: auth.passwordTab },
          { key: 'sms', label: auth.smsTab },
        ]}
        active={method}
        onChange={setMethod}
      >
        {method === 'password' ? (
          <PasswordLoginForm onLoggedIn={onLoggedIn} />
        ) : (
          <SmsLoginForm onLoggedIn={onLoggedIn} />
        )}
      </Tabs>
    </AuthLayout>
  );
}
