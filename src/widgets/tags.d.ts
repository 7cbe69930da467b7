/**
 * JSX typing of the yp-* tags for the shell (React 19 custom elements). Attributes are written as on the
 * page (kebab-case strings); listen to yp-* events with addEventListener on a ref or an ancestor.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type WidgetTag<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'yp-messages': WidgetTag<{ view?: 'list' | 'detail'; 'message-id'?: string }>;
      'yp-stock-board': WidgetTag<{ 'warehouse-id'?: string; 'tray-type-code'?: string }>;
      'yp-stock': WidgetTag<{
        view?: import('./stock/StockWidget').StockView;
        'warehouse-id'?: string;
        'tray-type-code'?: string;
        'owner-company-id'?: string;
      }>;
      'yp-stock-moves': WidgetTag<{
        view?: 'sign' | 'signDetail' | 'transfer' | 'outEntry' | 'circulationC1';
        'source-type'?: 'inbound' | 'transfer';
        'document-id'?: string;
      }>;
      'yp-pallet-codes': WidgetTag<object>;
      'yp-warehouses': WidgetTag<{ view?: 'list' | 'new' | 'edit'; 'warehouse-id'?: string }>;
      'yp-transport': WidgetTag<{
        view?: import('./transport/TransportWidget').TransportView;
        'document-id'?: string;
      }>;
      'yp-returns': WidgetTag<{ view?: import('./returns/ReturnsWidget').ReturnsView; 'return-id'?: string }>;
      'yp-vehicle-map': WidgetTag<{ 'waybill-no'?: string }>;
      'yp-sale-customers': WidgetTag<{ view?: 'list' | 'detail'; 'client-company-id'?: string }>;
    }
  }
}
