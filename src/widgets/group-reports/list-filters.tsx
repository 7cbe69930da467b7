/** The filter fields both lists (movements and stock) share: 成员企业, 仓库, 托盘类型, each 全部 by default. */
import { SelectFilter, withAll } from '../../ui';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../use-lookups';
import type { ReportArea } from './areas';
import { common } from './labels';
import { useMemberOptions } from './use-member-options';

export type ScopeFilters = {
  memberCompanyId: string;
  warehouseId: string;
  trayTypeCode: string;
};

/** Any list whose filters include these (a method, so a list with more filters fits). */
interface ScopeFilterList {
  draft: ScopeFilters;
  editDraft(patch: Partial<ScopeFilters>): void;
}

export interface ScopeFieldsProps {
  list: ScopeFilterList;
  area: ReportArea;
  /** The member the widget is narrowed to (its `member` attribute): no member choice then. */
  member?: string;
}

export function ScopeFields({ list, area, member }: ScopeFieldsProps) {
  const showMembers = area.memberFilter && !member;
  const members = useMemberOptions(showMembers);
  const trayTypes = useTrayTypeOptions();
  return (
    <>
      {showMembers && (
        <SelectFilter list={list} name="memberCompanyId" label={common.member} options={withAll(members)} />
      )}
      {area.warehouseFilter && <WarehouseFilter list={list} />}
      <SelectFilter list={list} name="trayTypeCode" label={common.trayType} options={withAll(trayTypes)} />
    </>
  );
}

function WarehouseFilter({ list }: { list: ScopeFilterList }) {
  const warehouses = useMyWarehouseOptions();
  return (
    <SelectFilter list={list} name="warehouseId" label={common.warehouse} options={withAll(warehouses)} />
  );
}
