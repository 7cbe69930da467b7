import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '../../../contract/auth';
import { landingOf, sessionStore } from '../../../core';
import { Loading } from '../../../ui';
import { authLabels } from './labels';
import { externalLogin } from '../../session/auth-api';
import { AuthLayout, FormError } from './AuthLayout';

/**
 * A ticket is single-use on the server, so one ticket is sent once per page load even when the effect
 * runs twice (React StrictMode) or the page re-renders.
 */
const pendingLogins = new Map<string, Promise<LoginResult>>();
const loginOnce = (ticket: string) => {
  const pending = pendingLogins.get(ticket) ?? externalLogin(ticket);
  pendingLogins.set(ticket, pending);
  return pending;
};

/** /sso?ticket=…: a partner system's one-time ticket replaces the session and lands the user. */
export function SsoPage() {
  const { auth } = authLabels;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!ticket) return;
    let live = true;
    loginOnce(ticket).then(
      (result) => {
        sessionStore.applyLogin(result);
        if (live) navigate(landingOf(sessionStore.get()), { replace: true });
      },
      () => live && setFailure(auth.ssoFailed),
    );
    return () => {
      live = false;
    };
  }, [ticket, navigate, auth.ssoFailed]);

  const message = ticket ? failure : auth.ssoMissingTicket;
  return (
    <AuthLayout title={auth.ssoTitle} links={message ? [{ to: '/login', label: auth.toLogin }] : []}>
      {message ? <FormError role="alert">{message}</FormError> : <Loading text={auth.ssoWorking} />}
    </AuthLayout>
  );
}
