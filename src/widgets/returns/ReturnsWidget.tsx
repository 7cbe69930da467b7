import { Empty } from '../../ui';
import type { PropsOf, ValuesOf } from '../declare-widget';
import type { returnsWidget } from './declaration';
import { CustomerReturnList } from './CustomerReturnList';
import { common } from './labels';
import { ReturnDetail } from './ReturnDetail';
import { ReturnList } from './ReturnList';
import { TransportList } from './TransportList';

export type ReturnsView = ValuesOf<typeof returnsWidget, 'view'>;

const DETAIL_KIND = { toDoorDetail: 'toDoor', selfDetail: 'self', factoryReturnDetail: 'factory' } as const;

/** <yp-returns view="…">: returns to the platform (上门取件, 自行归还, 运输记录) and return records. */
export function ReturnsWidget({ view, returnId }: PropsOf<typeof returnsWidget>) {
  switch (view) {
    case 'toDoorDetail':
    case 'selfDetail':
    case 'factoryReturnDetail':
      return returnId ? (
        <ReturnDetail key={`${view}:${returnId}`} kind={DETAIL_KIND[view]} id={returnId} />
      ) : (
        <Empty text={common.notFound} />
      );
    case 'self':
      return <ReturnList key="self" kind="self" />;
    case 'factoryReturn':
      return <ReturnList key="factory" kind="factory" />;
    case 'transport':
      return <TransportList />;
    case 'customerReturn':
      return <CustomerReturnList />;
    default:
      return <ReturnList key="toDoor" kind="toDoor" />;
  }
}
