import { Empty } from '../../ui';
import type { PropsOf } from '../declare-widget';
import { DOWNSTREAM_AREA } from './areas';
import type { downstreamDataWidget } from './declaration';
import { DownstreamStockView } from './DownstreamStockView';
import { common, downstream } from './labels';
import { MovementsView } from './MovementsView';
import { TransferOutList } from './TransferOutList';
import { ArrivalList } from './ArrivalList';

/** <yp-downstream-data view="…">: a downstream customer's own stock, movements and trend. */
export function DownstreamDataWidget({ view = 'stock', period }: PropsOf<typeof downstreamDataWidget>) {
  switch (view) {
    case 'stock':
      return <DownstreamStockView granularity={period} />;
    case 'stockIn':
      return (
        <MovementsView
          area={DOWNSTREAM_AREA}
          title={downstream.stockIn.title}
          lists={['inStock']}
          above={<ArrivalList />}
        />
      );
    case 'circulateOut':
      return (
        <MovementsView
          area={DOWNSTREAM_AREA}
          title={downstream.circulateOut.title}
          tabsLabel={downstream.circulateOut.tabs}
          lists={['multiCirculation', 'outStock']}
          documentTabs={[
            { key: 'transfers', label: downstream.circulateOut.transfers, content: <TransferOutList /> },
          ]}
        />
      );
    case 'returns':
      return <MovementsView area={DOWNSTREAM_AREA} title={downstream.returns.title} lists={['returnTray']} />;
    default:
      return <Empty text={common.unknownView} />;
  }
}
