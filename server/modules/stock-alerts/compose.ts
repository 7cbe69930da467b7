import { PAGES } from '../../../src/contract/pages';
import { STOCK_ALERT_LABELS as L } from './labels';
import {
  IDLE_DAYS,
  OVERDUE_AHEAD_DAYS,
  type AlertLine,
  type AlertView,
  type CompanyAlerts,
} from './selection';

/** Lines listed per section of a message; the rest are counted ("等 M 项"). */
export const LISTED_LINES = 5;

/**
 * The stock list of each view; the two that show 超期数量 sorted by it (their URL state,
 * src/core/query/list-url-state.ts). 自有库存 has no overdue column.
 */
const LISTS: Readonly<Record<AlertView, string>> = {
  own: PAGES.stock.ownStock,
  c1: `${PAGES.stock.ownStockC1}?sort=overdue.desc`,
  downstream: `${PAGES.stock.customer}?sort=overdue.desc`,
};

const section = (heading: string, lines: AlertLine[], text: (line: AlertLine) => string) =>
  lines.length === 0
    ? []
    : [
        heading,
        ...lines.slice(0, LISTED_LINES).map(text),
        ...(lines.length > LISTED_LINES ? [L.more(lines.length - LISTED_LINES)] : []),
      ];

/** The message's text: each section's largest lines, then a link to each stock list they are on. */
export function alertText(alerts: CompanyAlerts): string {
  const views = new Set([...alerts.turningOverdue, ...alerts.idle].map((line) => line.view));
  const links = (Object.keys(LISTS) as AlertView[])
    .filter((view) => views.has(view))
    .map((view) => LISTS[view]);
  return [
    ...section(L.turningHeading(OVERDUE_AHEAD_DAYS), alerts.turningOverdue, (line) =>
      L.turningLine(line.place, line.trayTypeCode, line.quantity, OVERDUE_AHEAD_DAYS),
    ),
    ...section(L.idleHeading(IDLE_DAYS), alerts.idle, (line) =>
      L.idleLine(line.place, line.trayTypeCode, line.quantity),
    ),
    ...links.map(L.link),
  ].join('\n');
}

const total = (lines: AlertLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The SMS: the totals only, the lines are in the message. */
export const alertSms = (companyName: string, alerts: CompanyAlerts): string =>
  L.sms(companyName, total(alerts.turningOverdue), total(alerts.idle), OVERDUE_AHEAD_DAYS, IDLE_DAYS);

export const hasAlerts = (alerts: CompanyAlerts): boolean =>
  alerts.turningOverdue.length > 0 || alerts.idle.length > 0;
