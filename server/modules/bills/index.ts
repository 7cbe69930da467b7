/**
 * The bills module's public API: the rent engine (bill lines computed from the pallet ledger) and its
 * routes. Other modules import this module only from here.
 */
export { billsModule } from './routes';
// The money model's periods, terms and return kinds, for the points module (src/contract/points.ts).
export { lastClosedPeriod } from './freeze';
export { PLATFORM_TERMS, RETURN_KINDS, type BillTerms, type DayRange } from './model';
export { dayText, monthDays, periodOf } from './period';
export { PeriodMonth } from './wire';
export { termsOf } from './terms';
// Ages of pallets, for the customers module's overdue list.
export { agedBeyond, arrivalsWithin } from './items/ages';
// What a company owes on its platform statements, for my account (issue 12).
export { amountOwed } from './owed';
