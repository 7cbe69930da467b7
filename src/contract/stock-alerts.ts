/**
 * Overdue and idle-stock alerts (issue 17 item 4): once a day the platform tells each company's accounts,
 * by message and, for those who chose it, by SMS, of pallets that will turn overdue within 7 days and of
 * stock with no movement for 30 days. Each account chooses for itself.
 */
export interface StockAlertSettings {
  /** A message in 消息中心 (default on). */
  message: boolean;
  /** An SMS to the account's mobile as well (default off). */
  sms: boolean;
}
