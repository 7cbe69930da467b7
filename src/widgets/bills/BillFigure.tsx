import styled from 'styled-components';
import { vars } from '../../ui';

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  span {
    color: ${vars.colorTextSecondary};
    font-size: ${vars.fontSizeSm};
  }
  strong {
    font-size: ${vars.fontSizeXl};
    font-variant-numeric: tabular-nums;
  }
`;

/** A headline amount (a bill's or all bills' total), its label above it. */
export function BillFigure({ label, amount }: { label: string; amount: string }) {
  return (
    <Figure role="group" aria-label={label}>
      <span>{label}</span>
      <strong>{amount}</strong>
    </Figure>
  );
}
