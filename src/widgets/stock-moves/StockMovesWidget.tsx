import { Empty } from '../../ui';
import { common } from './labels';
import { CirculationPage } from './circulation/CirculationPage';
import { OutEntry } from './out-entry/OutEntry';
import { SignDetail } from './sign/SignDetail';
import { SignList } from './sign/SignList';
import { TransferList } from './transfer/TransferList';

export interface StockMovesWidgetProps {
  /** sign (default) | signDetail | transfer | outEntry | circulationC1 */
  view?: string;
  /** view="signDetail": inbound | transfer */
  sourceType?: string;
  /** view="signDetail": the document's id */
  documentId?: string;
}

/** <yp-stock-moves view="…">: the stock pages that move pallets between companies. */
export function StockMovesWidget({ view, sourceType, documentId }: StockMovesWidgetProps) {
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
