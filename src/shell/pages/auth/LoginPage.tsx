import { useState } from 'react';
import type { LoginResult } from '../../../contract/auth';
import { sessionStore } from '../../../core';
import { Tabs } from '../../../ui';
import { authLabels } from './labels';
import { AuthLayout } from './AuthLayout';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { useVisitorNavigate } from './visitor-navigation';

type Method = 'password' | 'sms';

export function LoginPage() {
  const { auth } = authLabels;
  const navigate = useVisitorNavigate();
  const [method, setMethod] = useState<Method>('password');

  const onLoggedIn = (result: LoginResult) => {
    sessionStore.applyLogin(result);
    // The portal's guard sends '/' on to the landing of the session's role area.
    navigate('/', { replace: true });
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
