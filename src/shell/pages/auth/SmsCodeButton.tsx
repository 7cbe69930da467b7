import styled from 'styled-components';
import { useEffect, useState } from 'react';
import type { VerificationScene } from '../../../contract/auth';
import { toastBus } from '../../../core';
import { Button } from '../../../ui';
import { shellLabels } from '../../labels';
import { sendSmsCode } from '../../session/auth-api';
import { mobileRule } from './validation';

const RESEND_SECONDS = 60;

/** Wide enough for the countdown text, so the field beside it does not jump every second. */
const SendButton = styled(Button)`
  min-width: 128px;
`;

/**
 * 获取验证码 with the 60 s countdown. The mobile is checked first; the server's refusal (rate limits,
 * unknown account) is reported through `onError` so the form shows it beside the fields.
 */
export function SmsCodeButton({
  mobile,
  scene,
  onError,
}: {
  mobile: string;
  scene: VerificationScene;
  onError: (message: string | null) => void;
}) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const invalid = mobileRule(mobile);
    onError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const sent = await sendSmsCode(mobile, scene);
      setSecondsLeft(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : RESEND_SECONDS);
      toastBus.show({ message: shellLabels.auth.smsCodeSent, tone: 'success' });
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const { auth } = shellLabels;
  return (
    <SendButton onClick={send} loading={sending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? auth.resendIn(secondsLeft) : auth.sendSmsCode}
    </SendButton>
  );
}
