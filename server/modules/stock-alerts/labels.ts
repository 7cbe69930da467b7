/** Texts of the stock-alerts module (messages, SMS), Simplified Chinese. */
export const STOCK_ALERT_LABELS = {
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
} as const;
