import { BalanceLedger, C1_CODES, OWN_CODES, type BalanceKey } from '../balances';
import { Button } from '../../ui';
import { useEmit } from '../widget-context';
import { STOCK_DETAIL_PATHS } from './api';
import { stockLabels } from './labels';
import { navigate, STOCK_PATHS } from './navigation';

/** Own stock (scope own) or C1 stock (scope c1, one upstream owner's pallets). */
const detailScopes = () =>
  ({
    own: {
      listPath: STOCK_PATHS.ownStock,
      exportCode: OWN_CODES.exportDetail,
      title: stockLabels.titles.ownStockDetail,
    },
    c1: {
      listPath: STOCK_PATHS.ownStockC1,
      exportCode: C1_CODES.exportDetail,
      title: stockLabels.titles.ownStockC1Detail,
    },
  }) as const;

export interface StockDetailViewProps {
  scope: keyof ReturnType<typeof detailScopes>;
  balance: BalanceKey;
}

/** 自有库存明细 / 自有库存明细(C1): one balance and its paged ledger, filtered by kind and date. */
export function StockDetailView({ scope, balance }: StockDetailViewProps) {
  const emit = useEmit();
  const { listPath, exportCode, title } = detailScopes()[scope];
  return (
    <section aria-label={title}>
      <BalanceLedger
        path={STOCK_DETAIL_PATHS[scope]}
        balance={balance}
        showOwner={scope === 'c1'}
        exportCode={exportCode}
        toolbarStart={<Button onClick={() => navigate(emit, listPath)}>{stockLabels.buttons.back}</Button>}
      />
    </section>
  );
}
