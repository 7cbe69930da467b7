/**
 * The stock-alerts module's public API (src/contract/stock-alerts.ts): its routes and the daily scheduler
 * every API node runs. Other modules import this module only from here.
 */
export { stockAlertsModule } from './routes';
export { startStockAlertScheduler } from './scheduler';
