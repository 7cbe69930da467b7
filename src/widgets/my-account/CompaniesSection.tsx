import type { MyCompany } from '../../contract/my-account';
import { areaOfRole } from '../../core';
import { Table, type TableColumn } from '../../ui';
import { useApiQuery } from '../query';
import { MY_COMPANIES_CALL } from './api';
import { myAccountLabels } from './labels';
import { SectionCard } from './SectionCard';

const text = myAccountLabels.companies;
const yesNo = (value: boolean) => (value ? text.yes : text.no);

const companyColumns = (): TableColumn<MyCompany>[] => [
  { key: 'companyName', title: text.name, maxWidth: 320 },
  { key: 'role', title: text.role, render: (row) => areaOfRole(row.role).label },
  { key: 'isAdmin', title: text.admin, render: (row) => yesNo(row.isAdmin) },
  { key: 'isCurrent', title: text.current, render: (row) => yesNo(row.isCurrent) },
];

/** 我的企业: the companies the account works for (switching is the header's 切换企业). */
export function CompaniesSection() {
  const state = useApiQuery<MyCompany[]>(MY_COMPANIES_CALL, {});
  return (
    <SectionCard title={text.title} state={state}>
      {(companies) => (
        <Table caption={text.caption} columns={companyColumns()} rows={companies} rowKey="companyId" />
      )}
    </SectionCard>
  );
}
