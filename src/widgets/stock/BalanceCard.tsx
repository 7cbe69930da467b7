import styled from 'styled-components';
import type { StockRow } from '../../contract/stock';
import { formatTrayType } from '../../core';
import { vars } from '../../ui';
import { stockLabels } from './labels';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.spaceMd} ${vars.spaceXl};
  margin: 0 0 ${vars.spaceLg};
  padding: ${vars.spaceLg};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: ${vars.colorBg};

  dt {
    color: ${vars.colorTextSecondary};
    font-size: ${vars.fontSizeSm};
  }
  dd {
    margin: ${vars.spaceXs} 0 0;
    font-weight: 600;
  }
`;

/** The balance a detail page is about: where, what, whose, and its quantities. */
export function BalanceCard({ balance, showOwner }: { balance: StockRow; showOwner: boolean }) {
  const { columns, totals } = stockLabels;
  const items: [string, string | number][] = [
    [columns.warehouse, balance.warehouseName],
    [columns.trayType, formatTrayType(balance)],
    ...(showOwner ? ([[columns.owner, balance.ownerCompanyName]] as [string, string][]) : []),
    [totals.onHand, balance.onHand],
    [totals.available, balance.available],
    [totals.inTransit, balance.inTransit],
    [totals.awaitingSignature, balance.awaitingSignature],
    [columns.overdue, balance.overdue],
  ];
  return (
    <section aria-label={stockLabels.detail.balance}>
      <Grid>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Grid>
    </section>
  );
}
