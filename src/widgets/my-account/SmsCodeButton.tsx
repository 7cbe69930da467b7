import { useEffect, useState } from 'react';
import { Button } from '../../ui';
import { useApiAction } from '../query';
import { profileApi } from './api';
import { myAccountLabels } from './labels';

const text = myAccountLabels.mobileDialog;
const RESEND_SECONDS = 60;

/**
 * 获取验证码 for the new mobile, then a countdown until it may be sent again. `check` answers whether
 * the mobile may be sent to (it marks the field otherwise); a refusal is toasted by the client.
 */
export function SmsCodeButton({ mobile, check }: { mobile: string; check: () => Promise<boolean> }) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  const send = useApiAction({
    call: (to: string) => profileApi.sendCode(to),
    success: text.codeSent,
    onSuccess: (sent) =>
      setSecondsLeft(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : RESEND_SECONDS),
  });
  const click = async () => {
    if (await check()) await send.run(mobile);
  };
  return (
    <Button onClick={() => void click()} loading={send.pending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? text.resendIn(secondsLeft) : text.sendCode}
    </Button>
  );
}
