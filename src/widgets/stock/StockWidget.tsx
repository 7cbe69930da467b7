import { Empty } from '../../ui';
import type { PropsOf, ValuesOf } from '../declare-widget';
import { C1StockView } from './C1StockView';
import type { stockWidget } from './declaration';
import { CustomerStockView } from './CustomerStockView';
import { DeductionView } from './DeductionView';
import { stockLabels } from './labels';
import { OwnStockView } from './OwnStockView';
import { StockDetailView } from './StockDetailView';

export type StockView = ValuesOf<typeof stockWidget, 'view'>;

export type StockWidgetProps = PropsOf<typeof stockWidget>;

/** <yp-stock view="…">: the stock pages of the pallet-sharing area, one per view. */
export function StockWidget({
  view = 'ownStock',
  warehouseId,
  trayTypeCode,
  ownerCompanyId,
}: StockWidgetProps) {
  switch (view) {
    case 'ownStock':
      return <OwnStockView />;
    case 'ownStockC1':
      return <C1StockView />;
    case 'customer':
      return <CustomerStockView />;
    case 'deductDetail':
      return <DeductionView />;
    case 'ownStockDetail':
    case 'ownStockC1Detail':
      return warehouseId && trayTypeCode ? (
        <StockDetailView
          // A new balance starts with fresh filters and page 1.
          key={`${warehouseId}|${trayTypeCode}|${ownerCompanyId ?? ''}`}
          scope={view === 'ownStockDetail' ? 'own' : 'c1'}
          balance={{ warehouseId, trayTypeCode, ownerCompanyId }}
        />
      ) : (
        <Empty text={stockLabels.detail.missing} />
      );
    default:
      return <Empty text={stockLabels.unknownView} />;
  }
}
