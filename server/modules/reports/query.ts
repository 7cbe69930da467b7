import { periodProblems, type ChartQuery } from '../../../src/contract/reports';
import { fieldError } from '../../http/envelope';
import { periodDays, type PeriodDays } from './figures';

/** A chart call's period as days, or 2003 naming the field of a period the rules refuse. */
export function checkedDays(query: ChartQuery): PeriodDays {
  const [field, message] = Object.entries(periodProblems(query))[0] ?? [];
  if (field !== undefined && message !== undefined) throw fieldError(field, message);
  return periodDays(query);
}
