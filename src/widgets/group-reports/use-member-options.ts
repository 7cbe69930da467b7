import type { GroupDataSummary } from '../../contract/reports';
import type { SelectOption } from '../../ui';
import { useApiQuery } from '../query';
import { GROUP_SUMMARY_CALL } from './api';

const NONE: SelectOption<string>[] = [];
const memberOptions = (summary: GroupDataSummary) =>
  summary.members.map((member) => ({ value: member.companyId, label: member.companyName }));

/** The group's member companies (from the summary every group page shares), for the 成员企业 filters. */
export function useMemberOptions(enabled = true): SelectOption<string>[] {
  return useApiQuery(GROUP_SUMMARY_CALL, {}, { silent: true, enabled, select: memberOptions }).data ?? NONE;
}
