import { SendCodeButton } from '../../ui';
import { useApiAction } from '../query';
import { profileApi } from './api';
import { myAccountLabels } from './labels';

const text = myAccountLabels.mobileDialog;

/**
 * 获取验证码 for the new mobile. `check` answers whether the mobile may be sent to (it marks the field
 * otherwise); a refusal is toasted by the client.
 */
export function SmsCodeButton({ mobile, check }: { mobile: string; check: () => Promise<boolean> }) {
  const send = useApiAction({
    call: (to: string) => profileApi.sendCode(to),
    success: text.codeSent,
  });
  return <SendCodeButton send={async () => ((await check()) ? send.run(mobile) : undefined)} />;
}
