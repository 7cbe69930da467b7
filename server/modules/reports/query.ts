import { periodProblems, type ChartQuery } from '../../../src/contract/reports';
import type { Session } from '../../auth/sessions';
import { fieldError } from '../../http/envelope';
import { periodDays, type PeriodDays } from './figures';
import { REPORT_LABELS } from './labels';

/**
 * A chart call's period as days, or 2003 naming the field: a period the rules refuse, or a member filter
 * from a session that is not a group's.
 */
export function checkedDays(session: Session, query: ChartQuery): PeriodDays {
  if (query.memberCompanyId !== undefined && session.role !== 6)
    throw fieldError('memberCompanyId', REPORT_LABELS.memberNotAllowed);
  const [field, message] = Object.entries(periodProblems(query))[0] ?? [];
  if (field !== undefined && message !== undefined) throw fieldError(field, message);
  return periodDays(query);
}
