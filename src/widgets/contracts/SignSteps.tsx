import styled from 'styled-components';
import { vars } from '../../ui';
import { signLabels as text } from './labels';

const STEPS = [text.stepRead, text.stepCode, text.stepEnter, text.stepConfirm];

const List = styled.ol`
  display: flex;
  gap: ${vars.spaceSm};
  margin: 0 0 ${vars.spaceLg};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  padding: ${vars.spaceXs} 0;
  border-top: 3px solid ${({ $state }) => ($state === 'todo' ? vars.colorBorder : vars.colorPrimary)};
  color: ${({ $state }) => ($state === 'todo' ? vars.colorTextSecondary : vars.colorText)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
  font-size: ${vars.fontSizeSm};
  counter-increment: step;
  &::before {
    content: counter(step) '. ';
  }
`;

/** ① 阅读协议 ② 获取验证码 ③ 输入验证码 ④ 确认签署, the current one marked. */
export function SignSteps({ current }: { current: number }) {
  return (
    <List aria-label={text.steps}>
      {STEPS.map((label, index) => (
        <Step
          key={label}
          $state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          aria-current={index === current ? 'step' : undefined}
        >
          {label}
        </Step>
      ))}
    </List>
  );
}
