/**
 * The pages that are widgets: which yp-* tag a route renders, with which fixed attributes, and which
 * query parameters become attributes (the widgets' yp-navigate events carry those queries). The shell
 * renders the very tags customers embed, so the embed path is exercised by every page view.
 */
export interface WidgetPage {
  tag: string;
  attributes?: Readonly<Record<string, string>>;
  /** query parameter → attribute */
  query?: Readonly<Record<string, string>>;
}

const Y = '/yelopack';
const BALANCE = { warehouseId: 'warehouse-id', trayTypeCode: 'tray-type-code' } as const;

export const WIDGET_PAGES: Readonly<Record<string, WidgetPage>> = {
  '/message/message': { tag: 'yp-messages', attributes: { view: 'list' } },
  '/message/detail': { tag: 'yp-messages', attributes: { view: 'detail' }, query: { id: 'message-id' } },

  [`${Y}/stock/ownStock`]: { tag: 'yp-stock', attributes: { view: 'ownStock' } },
  [`${Y}/stock/ownStockDetail`]: { tag: 'yp-stock', attributes: { view: 'ownStockDetail' }, query: BALANCE },
  [`${Y}/stock/ownStockC1`]: { tag: 'yp-stock', attributes: { view: 'ownStockC1' } },
  [`${Y}/stock/ownStockC1Detail`]: {
    tag: 'yp-stock',
    attributes: { view: 'ownStockC1Detail' },
    query: { ...BALANCE, ownerCompanyId: 'owner-company-id' },
  },
  [`${Y}/stock/customer`]: { tag: 'yp-stock', attributes: { view: 'customer' } },
  [`${Y}/stock/deductDetail`]: { tag: 'yp-stock', attributes: { view: 'deductDetail' } },

  [`${Y}/stock/sign`]: { tag: 'yp-stock-moves', attributes: { view: 'sign' } },
  [`${Y}/stock/signDetail`]: {
    tag: 'yp-stock-moves',
    attributes: { view: 'signDetail' },
    query: { sourceType: 'source-type', id: 'document-id' },
  },
  [`${Y}/stock/transfer`]: { tag: 'yp-stock-moves', attributes: { view: 'transfer' } },
  [`${Y}/stock/outEntry`]: { tag: 'yp-stock-moves', attributes: { view: 'outEntry' } },
  [`${Y}/stock/circulationC1`]: { tag: 'yp-stock-moves', attributes: { view: 'circulationC1' } },
  [`${Y}/stock/codeManange`]: { tag: 'yp-pallet-codes' },

  [`${Y}/transport/out`]: { tag: 'yp-transport', attributes: { view: 'out' } },
  [`${Y}/transport/outDetail`]: {
    tag: 'yp-transport',
    attributes: { view: 'outDetail' },
    query: { id: 'document-id' },
  },
  [`${Y}/transport/import`]: { tag: 'yp-transport', attributes: { view: 'import' } },
  [`${Y}/transport/importDetail`]: {
    tag: 'yp-transport',
    attributes: { view: 'importDetail' },
    query: { id: 'document-id' },
  },
  [`${Y}/transport/importOrder`]: { tag: 'yp-transport', attributes: { view: 'importOrder' } },
  [`${Y}/transport/gps`]: { tag: 'yp-vehicle-map', query: { waybillNo: 'waybill-no' } },
  [`${Y}/customer/sale`]: { tag: 'yp-sale-customers', attributes: { view: 'list' } },
  [`${Y}/customer/saleDetail`]: {
    tag: 'yp-sale-customers',
    attributes: { view: 'detail' },
    query: { clientCompanyId: 'client-company-id' },
  },

  [`${Y}/return/toDoor`]: { tag: 'yp-returns', attributes: { view: 'toDoor' } },
  [`${Y}/return/toDoorDetail`]: {
    tag: 'yp-returns',
    attributes: { view: 'toDoorDetail' },
    query: { id: 'return-id' },
  },
  [`${Y}/return/self`]: { tag: 'yp-returns', attributes: { view: 'self' } },
  [`${Y}/return/selfDetail`]: {
    tag: 'yp-returns',
    attributes: { view: 'selfDetail' },
    query: { id: 'return-id' },
  },
  [`${Y}/return/transport`]: { tag: 'yp-returns', attributes: { view: 'transport' } },
  [`${Y}/returntray/factoryReturn`]: { tag: 'yp-returns', attributes: { view: 'factoryReturn' } },
  [`${Y}/returntray/factoryReturnDetail`]: {
    tag: 'yp-returns',
    attributes: { view: 'factoryReturnDetail' },
    query: { id: 'return-id' },
  },
  [`${Y}/returntray/customerReturn`]: { tag: 'yp-returns', attributes: { view: 'customerReturn' } },

  [`${Y}/address/addressmanage`]: { tag: 'yp-warehouses', attributes: { view: 'list' } },
  [`${Y}/address/newaddress`]: { tag: 'yp-warehouses', attributes: { view: 'new' } },
  [`${Y}/address/editaddress`]: {
    tag: 'yp-warehouses',
    attributes: { view: 'edit' },
    query: { id: 'warehouse-id' },
  },
};

/** The attributes of a widget page for the current query string. */
export function widgetAttributes(page: WidgetPage, search: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = { ...page.attributes };
  for (const [parameter, attribute] of Object.entries(page.query ?? {})) {
    attributes[attribute] = search.get(parameter) ?? '';
  }
  return attributes;
}
