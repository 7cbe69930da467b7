import styled from 'styled-components';
import { vars } from './theme/tokens';

type StepState = 'done' | 'current' | 'todo';

const List = styled.ol`
  display: flex;
  gap: ${vars.spaceMd};
  margin: 0 0 ${vars.spaceXl};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: StepState }>`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${vars.spaceSm};
  padding-top: ${vars.spaceSm};
  border-top: 3px solid ${({ $state }) => ($state === 'todo' ? vars.colorBorder : vars.colorPrimary)};
  color: ${({ $state }) => ($state === 'todo' ? vars.colorTextSecondary : vars.colorText)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
  &::before {
    counter-increment: step;
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ $state }) => ($state === 'todo' ? vars.colorBgMuted : vars.colorPrimary)};
    color: ${({ $state }) => ($state === 'todo' ? vars.colorTextSecondary : vars.colorOnPrimary)};
    font-size: ${vars.fontSizeSm};
  }
`;

export interface StepsProps {
  steps: readonly string[];
  /** The index of the current step (aria-current="step"). */
  current: number;
  /** Every step is done, the current one too (a finished process). */
  complete?: boolean;
  'aria-label': string;
}

/** 步骤条: numbered steps, those before the current one done. */
export function Steps({ steps, current, complete = false, 'aria-label': label }: StepsProps) {
  return (
    <List aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current || complete ? 'done' : index === current ? 'current' : 'todo';
        return (
          <Item key={step} $state={state} aria-current={index === current ? 'step' : undefined}>
            {step}
          </Item>
        );
      })}
    </List>
  );
}
