import { Steps } from '../../ui';
import { signLabels as text } from './labels';

const signSteps = () => [text.stepRead, text.stepCode, text.stepEnter, text.stepConfirm];

/** ① 阅读协议 ② 获取验证码 ③ 输入验证码 ④ 确认签署, the current one marked. */
export function SignSteps({ current }: { current: number }) {
  return <Steps steps={signSteps()} current={current} aria-label={text.steps} />;
}
