import { Empty } from '../../ui';
import { AddressList } from './AddressList';
import { DemandDetail } from './DemandDetail';
import { DemandList } from './DemandList';
import { detailLabels } from './labels';
import { QuoteHall } from './QuoteHall';

export interface FreightDemandsWidgetProps {
  /** demand (default) | demandDetail | quoteHall | address */
  view?: string;
  /** view="demandDetail": the demand order */
  demandId?: string;
}

/** <yp-freight-demands view="demand|demandDetail|quoteHall|address">: 托运需求单, 货源大厅, 托运地址. */
export function FreightDemandsWidget({ view, demandId }: FreightDemandsWidgetProps) {
  if (view === 'demandDetail') {
    return demandId ? <DemandDetail key={demandId} id={demandId} /> : <Empty text={detailLabels.notFound} />;
  }
  if (view === 'quoteHall') return <QuoteHall />;
  if (view === 'address') return <AddressList />;
  return <DemandList />;
}
