import { PAGES } from '../../../src/contract/pages';
import { STOCK_ALERT_LABELS as L } from './labels';
import { IDLE_DAYS, OVERDUE_AHEAD_DAYS, type AlertLine, type CompanyAlerts } from './selection';

/** Lines listed per section of a message; the rest are counted ("等 M 项"). */
export const LISTED_LINES = 5;

/** The stock list sorted by overdue (its URL state, src/core/query/list-url-state.ts). */
const OVERDUE_FIRST = '?sort=overdue.desc';

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
  const all = [...alerts.turningOverdue, ...alerts.idle];
  const pages = [
    ...(all.some((line) => line.own) ? [PAGES.stock.ownStock] : []),
    ...(all.some((line) => !line.own) ? [PAGES.stock.ownStockC1] : []),
  ];
  return [
    ...section(L.turningHeading(OVERDUE_AHEAD_DAYS), alerts.turningOverdue, (line) =>
      L.turningLine(line.warehouseName, line.trayTypeCode, line.quantity, OVERDUE_AHEAD_DAYS),
    ),
    ...section(L.idleHeading(IDLE_DAYS), alerts.idle, (line) =>
      L.idleLine(line.warehouseName, line.trayTypeCode, line.quantity),
    ),
    ...pages.map((page) => L.link(`${page}${OVERDUE_FIRST}`)),
  ].join('\n');
}

const total = (lines: AlertLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The SMS: the totals only, the lines are in the message. */
export const alertSms = (companyName: string, alerts: CompanyAlerts): string =>
  L.sms(companyName, total(alerts.turningOverdue), total(alerts.idle), OVERDUE_AHEAD_DAYS, IDLE_DAYS);

export const hasAlerts = (alerts: CompanyAlerts): boolean =>
  alerts.turningOverdue.length > 0 || alerts.idle.length > 0;
