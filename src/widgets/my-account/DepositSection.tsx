import type { CompanyDeposit, DepositRow } from '../../contract/my-account';
import { formatYuan } from '../../contract/money';
import { Table, type TableColumn } from '../../ui';
import { useApiQuery } from '../query';
import { DEPOSIT_CALL } from './api';
import { myAccountLabels } from './labels';
import { SectionCard } from './SectionCard';

const text = myAccountLabels.deposit;

const depositColumns = (): TableColumn<DepositRow>[] => [
  { key: 'trayTypeName', title: text.trayType },
  { key: 'pallets', title: text.pallets, align: 'right' },
  { key: 'depositFen', title: text.perPallet, align: 'right', render: (row) => formatYuan(row.depositFen) },
  { key: 'requiredFen', title: text.required, align: 'right', render: (row) => formatYuan(row.requiredFen) },
  { key: 'paidFen', title: text.paid, align: 'right', render: (row) => formatYuan(row.paidFen) },
  {
    key: 'outstandingFen',
    title: text.outstanding,
    align: 'right',
    render: (row) => formatYuan(row.outstandingFen),
  },
];

/** 押金: per tray type, the deposit the pallets on hand call for beside what was paid, with a 合计 row. */
export function DepositSection() {
  const state = useApiQuery<CompanyDeposit>(DEPOSIT_CALL, {});
  return (
    <SectionCard title={text.title} state={state}>
      {(deposit) => (
        <Table
          caption={text.caption}
          columns={depositColumns()}
          rows={deposit.rows}
          rowKey="trayTypeCode"
          emptyText={text.empty}
          footer={
            deposit.rows.length
              ? {
                  trayTypeName: text.total,
                  requiredFen: formatYuan(deposit.requiredFen),
                  paidFen: formatYuan(deposit.paidFen),
                  outstandingFen: formatYuan(deposit.outstandingFen),
                }
              : undefined
          }
        />
      )}
    </SectionCard>
  );
}
