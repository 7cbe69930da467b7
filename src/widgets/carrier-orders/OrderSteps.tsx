import styled, { css } from 'styled-components';
import { CARRIER_ORDER_STATUS_LABELS, type CarrierOrderStatus } from '../../contract/freight';
import { vars, VisuallyHidden } from '../../ui';
import { detailLabels as text } from './labels';
import { orderSteps, type StepState } from './order-steps';

const List = styled.ol`
  display: flex;
  gap: ${vars.spaceSm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const accent: Record<StepState, string> = {
  done: vars.colorPrimary,
  current: vars.colorPrimary,
  todo: vars.colorBorder,
  cancelled: vars.colorDanger,
  skipped: vars.colorBorder,
};

const Item = styled.li<{ $state: StepState }>`
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceXs};
  padding-top: ${vars.spaceSm};
  border-top: 3px solid ${(p) => accent[p.$state]};
  color: ${(p) =>
    p.$state === 'cancelled'
      ? vars.colorDanger
      : p.$state === 'todo' || p.$state === 'skipped'
        ? vars.colorTextSecondary
        : vars.colorText};
  font-size: ${vars.fontSizeSm};
  ${(p) =>
    (p.$state === 'current' || p.$state === 'cancelled') &&
    css`
      font-weight: 600;
    `}
  ${(p) =>
    p.$state === 'skipped' &&
    css`
      text-decoration: line-through;
    `}
`;

const Number = styled.span<{ $state: StepState }>`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${(p) => (p.$state === 'done' || p.$state === 'current' ? vars.colorPrimary : p.$state === 'cancelled' ? vars.colorDanger : vars.colorBgMuted)};
  color: ${(p) => (p.$state === 'cancelled' ? vars.colorTextInverse : p.$state === 'done' || p.$state === 'current' ? vars.colorOnPrimary : vars.colorTextSecondary)};
`;

/**
 * 订单进度: the nine statuses as a step bar. The current step carries aria-current="step"; every step
 * says its state in words too (not by colour alone).
 */
export function OrderSteps({
  status,
  cancelledFrom,
}: {
  status: CarrierOrderStatus;
  cancelledFrom: CarrierOrderStatus | null;
}) {
  return (
    <List aria-label={text.steps} data-testid="order-steps">
      {orderSteps(status, cancelledFrom).map((step, index) => (
        <Item
          key={step.status}
          $state={step.state}
          aria-current={step.state === 'current' || step.state === 'cancelled' ? 'step' : undefined}
        >
          <Number $state={step.state} aria-hidden="true">
            {step.state === 'done' ? '✓' : step.state === 'cancelled' ? '×' : index + 1}
          </Number>
          <span>{CARRIER_ORDER_STATUS_LABELS[step.status]}</span>
          <VisuallyHidden>{text.stepState[step.state]}</VisuallyHidden>
        </Item>
      ))}
    </List>
  );
}
