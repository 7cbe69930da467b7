import styled from 'styled-components';
import type { StockSummary } from '../../contract/stock';
import { formatCount } from '../../core';
import { vars } from '../../ui';
import { stockLabels } from './labels';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${vars.spaceMd};
  margin: 0;
`;

const Item = styled.div<{ $warn: boolean }>`
  padding: ${vars.spaceMd} ${vars.spaceLg};
  border: 1px solid ${(p) => (p.$warn ? vars.colorDanger : vars.colorBorder)};
  border-radius: ${vars.radius};
  background: ${(p) => (p.$warn ? vars.colorDangerSoft : vars.colorBg)};

  dt {
    color: ${vars.colorTextSecondary};
    font-size: ${vars.fontSizeSm};
  }
  dd {
    margin: ${vars.spaceXs} 0 0;
    font-size: ${vars.fontSizeXl};
    font-weight: 600;
    color: ${(p) => (p.$warn ? vars.colorDanger : vars.colorText)};
  }
`;

const TOTALS = [
  'onHand',
  'available',
  'inTransit',
  'awaitingSignature',
  'atDownstream',
  'overdueRisk',
] as const;

/** 在库 · 可用 · 在途 · 待签收 · 在下游客户 · 超期风险, the last one red when there is any. */
export function BoardTotals({ summary }: { summary: StockSummary }) {
  return (
    <List>
      {TOTALS.map((key) => (
        <Item key={key} $warn={key === 'overdueRisk' && summary.overdueRisk > 0} data-total={key}>
          <dt>{stockLabels.totals[key]}</dt>
          <dd>{formatCount(summary[key])}</dd>
        </Item>
      ))}
    </List>
  );
}
