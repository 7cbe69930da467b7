import styled from 'styled-components';
import type { StockRow } from '../../contract/stock';
import { formatTrayType } from '../../core';
import { vars } from '../../ui';
import { balanceLabels as text } from './labels';

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
  const items: [string, string | number][] = [
    [text.warehouse, balance.warehouseName],
    [text.trayType, formatTrayType(balance)],
    ...(showOwner ? ([[text.owner, balance.ownerCompanyName]] as [string, string][]) : []),
    [text.onHand, balance.onHand],
    [text.available, balance.available],
    [text.inTransit, balance.inTransit],
    [text.awaitingSignature, balance.awaitingSignature],
    [text.overdue, balance.overdue],
  ];
  return (
    <section aria-label={text.card}>
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
