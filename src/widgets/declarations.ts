/**
 * Every widget of the portal, by its declaration (see declare-widget.ts). Adding an area adds one line
 * here; the embed registry, the shell's pages, the tag typings and custom-elements.json follow.
 */
import type { PagePath } from '../contract/pages';
import { billsWidget } from './bills/declaration';
import { bulkImportWidget } from './bulk-import/declaration';
import { carrierOrdersWidget } from './carrier-orders/declaration';
import { companyAccountsWidget } from './company-accounts/declaration';
import { contractsWidget } from './contracts/declaration';
import { freightDemandsWidget } from './freight-demands/declaration';
import { downstreamDataWidget, groupReportsWidget } from './group-reports/declaration';
import { homeWidget } from './home/declaration';
import { membershipWidget } from './membership/declaration';
import { messagesWidget } from './messages/declaration';
import { pointsShopWidget } from './points-shop/declaration';
import { myAccountWidget } from './my-account/declaration';
import { returnsWidget } from './returns/declaration';
import { saleCustomersWidget } from './sale-customers/declaration';
import { palletCodesWidget, stockMovesWidget } from './stock-moves/declaration';
import { stockBoardWidget, stockWidget } from './stock/declaration';
import { transportWidget } from './transport/declaration';
import { vehicleMapWidget } from './vehicle-map/declaration';
import { warehousesWidget } from './warehouses/declaration';
import { webhooksWidget } from './webhooks/declaration';
import { attributeOf } from './widget-element';

export const WIDGET_DECLARATIONS = [
  messagesWidget,
  stockBoardWidget,
  stockWidget,
  stockMovesWidget,
  palletCodesWidget,
  warehousesWidget,
  transportWidget,
  returnsWidget,
  vehicleMapWidget,
  saleCustomersWidget,
  billsWidget,
  companyAccountsWidget,
  pointsShopWidget,
  membershipWidget,
  myAccountWidget,
  contractsWidget,
  homeWidget,
  groupReportsWidget,
  downstreamDataWidget,
  freightDemandsWidget,
  carrierOrdersWidget,
  webhooksWidget,
  bulkImportWidget,
] as const;

export type DeclaredWidget = (typeof WIDGET_DECLARATIONS)[number];
export type DeclaredTag = DeclaredWidget['tag'];

/** A portal page that renders a widget tag, in the form the shell needs (attribute names kebab-case). */
export interface WidgetPage {
  tag: DeclaredTag;
  attributes: Readonly<Record<string, string>>;
  /** URL query parameter → attribute */
  query: Readonly<Record<string, string>>;
}

const kebabKeys = (record: object | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(record ?? {}).map(([prop, value]) => [attributeOf(prop), String(value)]));

/** Every page that is a widget, by its path. */
export const WIDGET_PAGES: ReadonlyMap<PagePath, WidgetPage> = new Map(
  WIDGET_DECLARATIONS.flatMap((widget) =>
    widget.pages.map((page): [PagePath, WidgetPage] => [
      page.path,
      {
        tag: widget.tag,
        attributes: kebabKeys(page.attributes),
        query: Object.fromEntries(
          Object.entries(page.query ?? {}).map(([parameter, prop]) => [parameter, attributeOf(prop)]),
        ),
      },
    ]),
  ),
);

/** The attributes of a widget page for the current query string. */
export function widgetAttributes(page: WidgetPage, search: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = { ...page.attributes };
  for (const [parameter, attribute] of Object.entries(page.query)) {
    attributes[attribute] = search.get(parameter) ?? '';
  }
  return attributes;
}
