/**
 * The reports module's public API (issue 14): the home board, charts and stock map of a company and the
 * group's summary and stock report, aggregated from the ledger's balances and daily roll-up.
 */
export { reportsModule } from './routes';
