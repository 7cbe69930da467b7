import { DeliveryList } from './DeliveryList';
import { EndpointList } from './EndpointList';

export interface WebhooksWidgetProps {
  /** list (default) | deliveries */
  view?: string;
  /** view="deliveries": only this endpoint's */
  endpointId?: string;
}

/** <yp-webhooks view="list|deliveries">: 消息推送 (the endpoints) or 投递记录. */
export function WebhooksWidget({ view, endpointId }: WebhooksWidgetProps) {
  if (view === 'deliveries') return <DeliveryList key={endpointId ?? ''} endpointId={endpointId || ''} />;
  return <EndpointList />;
}
