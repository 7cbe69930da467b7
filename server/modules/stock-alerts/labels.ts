import { localized } from '../../../src/contract/localized';

/** Texts of the stock-alerts module (messages, SMS), in Chinese and English. */
export const STOCK_ALERT_LABELS = localized(
  {
    title: '托盘超期与闲置提醒',
    turningHeading: (days: number) => `以下托盘将于 ${days} 天内超期：`,
    turningLine: (warehouse: string, trayType: string, quantity: number, days: number) =>
      `${warehouse} ${trayType} 托盘 ${quantity} 个将于 ${days} 天内超期`,
    idleHeading: (days: number) => `以下库存已 ${days} 天以上无出入库：`,
    idleLine: (warehouse: string, trayType: string, quantity: number) =>
      `${warehouse} ${trayType} 托盘 ${quantity} 个闲置`,
    more: (count: number) => `等 ${count} 项`,
    link: (path: string) => `查看库存：${path}`,
    sms: (company: string, turning: number, idle: number, aheadDays: number, idleDays: number) =>
      `【Yelopack】${company}：${turning} 个托盘将于 ${aheadDays} 天内超期，${idle} 个托盘已 ${idleDays} 天以上无出入库，详见门户消息。`,
  },
  {
    title: 'Overdue and idle pallet alert',
    turningHeading: (days) => `These pallets become overdue within ${days} days:`,
    turningLine: (warehouse, trayType, quantity, days) =>
      `${warehouse}: ${quantity} ${trayType} pallets become overdue within ${days} days`,
    idleHeading: (days) => `This stock has had no inbound or outbound for ${days} days or more:`,
    idleLine: (warehouse, trayType, quantity) => `${warehouse}: ${quantity} ${trayType} pallets idle`,
    more: (count) => `and ${count} more`,
    link: (path) => `View stock: ${path}`,
    sms: (company, turning, idle, aheadDays, idleDays) =>
      `[Yelopack] ${company}: ${turning} pallets become overdue within ${aheadDays} days and ${idle} pallets have had no inbound or outbound for ${idleDays} days or more. See the portal’s messages.`,
  },
);
