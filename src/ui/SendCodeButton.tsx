import { useEffect, useState } from 'react';
import { Button } from './Button';
import { uiLabels } from './labels';

/** The wait when the server names none. */
const RESEND_SECONDS = 60;

/** Wide enough for the countdown text, so the field beside it does not jump every second. */
const wide = { flex: 'none', minWidth: 136 } as const;

/** What a sent code answers (VerificationCodeSent): the seconds before another may be asked for. */
interface CodeSent {
  resendAfterSeconds: number;
}

/**
 * 获取验证码, then a countdown until another code may be asked for. `send` sends the code and answers the
 * server's wait, or undefined when nothing was sent (a field refused it or the call failed: the caller
 * has said why), which leaves the button ready.
 */
export function SendCodeButton({ send }: { send: () => Promise<CodeSent | undefined> }) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const click = async () => {
    setSending(true);
    try {
      const sent = await send();
      if (sent) setSecondsLeft(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button style={wide} onClick={() => void click()} loading={sending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? uiLabels.resendIn(secondsLeft) : uiLabels.sendCode}
    </Button>
  );
}
