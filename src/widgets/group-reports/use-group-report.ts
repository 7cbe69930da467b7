import type { ChartQuery, GroupStockReport, ReportPeriod } from '../../contract/reports';
import { useApiQuery } from '../query';
import { GROUP_REPORT_CALL } from './api';

/** The group stock report of a period, of every member or of one; the last answer stays while the next loads. */
export function useGroupReport(period: ReportPeriod, memberCompanyId = '') {
  const query: ChartQuery = { ...period, ...(memberCompanyId ? { memberCompanyId } : {}) };
  return useApiQuery<GroupStockReport>(GROUP_REPORT_CALL, query, { keepPrevious: true });
}
