import type { PropsOf, ValuesOf } from '../declare-widget';
import type { transportWidget } from './declaration';
import { Empty } from '../../ui';
import { InboundDetail } from './InboundDetail';
import { InboundList } from './InboundList';
import { common } from './labels';
import { StockInOrder } from './StockInForm';
import { WaybillDetail } from './WaybillDetail';
import { WaybillList } from './WaybillList';

export type TransportView = ValuesOf<typeof transportWidget, 'view'>;

/** <yp-transport view="…">: the transport pages (出库管理 = waybills, 入库管理 = inbound orders). */
export function TransportWidget({ view, documentId }: PropsOf<typeof transportWidget>) {
  switch (view) {
    case 'outDetail':
      return documentId ? (
        <WaybillDetail key={documentId} id={documentId} />
      ) : (
        <Empty text={common.notFound} />
      );
    case 'import':
      return <InboundList />;
    case 'importDetail':
      return documentId ? (
        <InboundDetail key={documentId} id={documentId} />
      ) : (
        <Empty text={common.notFound} />
      );
    case 'importOrder':
      return <StockInOrder />;
    default:
      return <WaybillList />;
  }
}
