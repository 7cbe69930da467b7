import type { VerificationScene } from '../../../contract/auth';
import { toastBus } from '../../../core';
import { SendCodeButton } from '../../../ui';
import { authLabels } from './labels';
import { sendSmsCode } from '../../session/auth-api';
import { mobileRule } from './validation';

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
  const send = async () => {
    const invalid = mobileRule(mobile);
    onError(invalid);
    if (invalid) return undefined;
    try {
      const sent = await sendSmsCode(mobile, scene);
      toastBus.show({ message: authLabels.auth.smsCodeSent, tone: 'success' });
      return sent;
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  return <SendCodeButton send={send} />;
}
