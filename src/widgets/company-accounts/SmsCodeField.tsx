import { useEffect, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import type { AdministratorScene } from '../../contract/company-admin';
import { toastBus } from '../../core';
import { Button, FormField, TextInput, vars } from '../../ui';
import { adminDialogApi } from './admin-dialog-api';
import { adminDialogLabels as text } from './admin-dialog-labels';

const Row = styled.div`
  display: flex;
  gap: ${vars.spaceSm};
`;

/** Wide enough for the countdown text, so the field beside it does not jump every second. */
const SendButton = styled(Button)`
  flex: none;
  min-width: 136px;
`;

/** Seconds left before another code may be asked for, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * 短信验证码 with 获取验证码: the code of the scene goes to the caller's own bound mobile (the server knows
 * it); the button counts down until another may be asked for. A refusal (rate limits) is the http
 * client's toast.
 */
export function SmsCodeField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  scene,
}: {
  control: Control<T>;
  name: N;
  scene: AdministratorScene;
}) {
  const [left, setLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const sent = await adminDialogApi.sendCode(scene);
      setLeft(sent.resendAfterSeconds);
      toastBus.show({ message: text.codeSent, tone: 'success' });
    } catch {
      // the http client has shown the refusal
    } finally {
      setSending(false);
    }
  };
  return (
    <FormField control={control} name={name} label={text.code} required>
      {(field) => (
        <Row>
          <TextInput {...field} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          <SendButton onClick={() => void send()} loading={sending} disabled={left > 0}>
            {left > 0 ? text.resendIn(left) : text.sendCode}
          </SendButton>
        </Row>
      )}
    </FormField>
  );
}
