import { useState } from 'react';
import type { LoginFailure, LoginResult } from '../../../contract/auth';
import { createTraceId, isApiError } from '../../../core';
import { Button, Field, PasswordInput, TextInput } from '../../../ui';
import { authLabels } from './labels';
import { passwordLogin, pictureCodeUrl } from '../../session/auth-api';
import { FormError, FormStack, InlineRow } from './AuthLayout';
import { useAuthForm } from './use-auth-form';
import { required } from './validation';

type Name = 'userAccount' | 'password' | 'imageCode';

const isLoginFailure = (data: unknown): data is LoginFailure =>
  typeof data === 'object' && data !== null && 'captchaRequired' in data;

/**
 * 密码登录: the password leaves the browser RSA-OAEP encrypted. After repeated failures the server asks
 * for the picture code (data.captchaRequired); a locked account is told how long to wait.
 */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const { auth } = authLabels;
  /** The picture code's uuid, made here; a new uuid per picture also keeps the browser from showing a cached one. */
  const [pictureUuid, setPictureUuid] = useState<string | null>(null);
  const refreshPicture = () => setPictureUuid(createTraceId());

  const form = useAuthForm<Name>({
    initial: { userAccount: '', password: '', imageCode: '' },
    rules: () => ({
      userAccount: [required(auth.account)],
      password: [required(auth.password)],
      imageCode: pictureUuid ? [required(auth.pictureCode)] : [],
    }),
    submit: async (values) => {
      const result = await passwordLogin({
        userAccount: values.userAccount.trim(),
        password: values.password,
        ...(pictureUuid ? { imageUuid: pictureUuid, imageCode: values.imageCode.trim() } : {}),
      });
      onLoggedIn(result);
    },
    onRefused: (error) => {
      const failure = isApiError(error) && isLoginFailure(error.data) ? error.data : null;
      // Each picture code answers one attempt: show a new one after every refusal that needs it.
      if (failure?.captchaRequired || pictureUuid) {
        refreshPicture();
        form.setValue('imageCode', '');
      }
      return failure && failure.lockedForSeconds > 0
        ? auth.lockedFor(Math.ceil(failure.lockedForSeconds / 60))
        : undefined;
    },
  });

  return (
    <FormStack onSubmit={form.onSubmit} noValidate aria-label={auth.passwordTab}>
      <Field label={auth.account} required error={form.errors.userAccount}>
        <TextInput
          {...form.bind('userAccount')}
          autoComplete="username"
          placeholder={auth.accountPlaceholder}
          data-testid="login-account"
        />
      </Field>
      <Field label={auth.password} required error={form.errors.password}>
        <PasswordInput
          {...form.bind('password')}
          placeholder={auth.passwordPlaceholder}
          data-testid="login-password"
        />
      </Field>
      {pictureUuid && (
        <Field label={auth.pictureCode} required error={form.errors.imageCode} hint={auth.pictureCodeRefresh}>
          <InlineRow>
            <TextInput
              {...form.bind('imageCode')}
              autoComplete="off"
              placeholder={auth.pictureCodePlaceholder}
              data-testid="login-picture-code"
            />
            <button
              className="yp-auth-picture"
              type="button"
              onClick={refreshPicture}
              aria-label={auth.pictureCodeRefresh}
            >
              <img src={pictureCodeUrl(pictureUuid)} alt={auth.pictureCodeAlt} />
            </button>
          </InlineRow>
        </Field>
      )}
      {form.formError && <FormError role="alert">{form.formError}</FormError>}
      <Button
        type="submit"
        variant="primary"
        size="large"
        loading={form.submitting}
        data-testid="login-submit"
      >
        {form.submitting ? auth.loggingIn : auth.login}
      </Button>
    </FormStack>
  );
}
