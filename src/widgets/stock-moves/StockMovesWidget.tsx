import { Empty } from '../../ui';
import type { PropsOf } from '../declare-widget';
import { stockMovesWidget } from './declaration';
import { common } from './labels';
import { CirculationPage } from './circulation/CirculationPage';
import { OutEntry } from './out-entry/OutEntry';
import { SignDetail } from './sign/SignDetail';
import { SignList } from './sign/SignList';
import { TransferList } from './transfer/TransferList';

/** <yp-stock-moves view="…">: the stock pages that move pallets between companies. */
export function StockMovesWidget({ view, sourceType, documentId }: PropsOf<typeof stockMovesWidget>) {
  switch (view) {
    case 'signDetail':
      return (sourceType === 'inbound' || sourceType === 'transfer') && documentId ? (
        <SignDetail key={`${sourceType}:${documentId}`} sourceType={sourceType} id={documentId} />
      ) : (
        <Empty text={common.notFound} />
      );
    case 'transfer':
      return <TransferList />;
    case 'outEntry':
      return <OutEntry />;
    case 'circulationC1':
      return <CirculationPage />;
    default:
      return <SignList />;
  }
}
