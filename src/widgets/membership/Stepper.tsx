import styled from 'styled-components';
import { CERTIFICATION_STEPS, type CertificationStep } from '../../contract/certification';
import { vars } from '../../ui';
import { membershipLabels as text } from './labels';

const List = styled.ol`
  display: flex;
  gap: ${vars.spaceMd};
  margin: 0 0 ${vars.spaceXl};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
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

/** 步骤条: the steps of the certification, the company's own marked as the current step. */
export function Stepper({ current }: { current: CertificationStep }) {
  const at = CERTIFICATION_STEPS.indexOf(current);
  return (
    <List aria-label={text.stepsLabel}>
      {CERTIFICATION_STEPS.map((step, index) => {
        const state = index < at || current === 'certified' ? 'done' : index === at ? 'current' : 'todo';
        return (
          <Item key={step} $state={state} aria-current={index === at ? 'step' : undefined}>
            {text.steps[step]}
          </Item>
        );
      })}
    </List>
  );
}
