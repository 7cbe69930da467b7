import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import type { DeductCandidateRow, DeductDays } from '../../contract/bill-items';
import { DEDUCT_DAYS_MAX, DEDUCT_DAYS_MIN } from '../../contract/bill-items';
import { formatTrayType, usePermissions } from '../../core';
import {
  Button,
  Card,
  FormField,
  PageHeader,
  PagedTable,
  RowActionButton,
  rulesResolver,
  TextInput,
  vars,
  type TableColumn,
} from '../../ui';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { itemLabels } from './item-labels';
import { DEDUCT_DAYS_CALL, DEDUCT_READS, itemsApi } from './items-api';
import { CLIENT_BILL_CODES } from './navigation';
import { CLIENT_NAME_WIDTH } from './column-widths';

const text = itemLabels.deduct;
const C = itemLabels.columns;
const NO_FILTERS = {};
const toBody = ({ paging }: PagedRequest<typeof NO_FILTERS>) => ({ ...paging });
const candidatesOf = (answer: DeductDays) => answer.candidates;

/** A new request id per submit (32 hex): a repeat of the same submit is answered as the first. */
const newRequestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const Terms = styled.form`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: ${vars.spaceMd};
  margin-bottom: ${vars.spaceLg};
  p {
    margin: 0;
    flex-basis: 100%;
    color: ${vars.colorTextSecondary};
  }
`;

interface DaysForm {
  deductDays: string;
}
const daysResolver = rulesResolver((values: DaysForm) => {
  const days = Number(values.deductDays);
  return {
    deductDays:
      /^\d+$/.test(values.deductDays.trim()) && days >= DEDUCT_DAYS_MIN && days <= DEDUCT_DAYS_MAX
        ? undefined
        : text.daysInvalid,
  };
});

/** 扣减天数: the company's N, saved with 对账管理(C1)-确认账单. */
function DeductDaysForm({ terms }: { terms: DeductDays }) {
  const form = useForm<DaysForm>({
    defaultValues: { deductDays: String(terms.deductDays) },
    resolver: daysResolver,
  });
  const save = useApiAction({
    call: (values: DaysForm) =>
      itemsApi.deduct({ deductDays: Number(values.deductDays), requestId: newRequestId() }),
    success: (result) => text.saved(result.deductDays),
    invalidates: DEDUCT_READS,
    form,
  });
  const submit = form.handleSubmit((values) => save.run(values));
  return (
    <Terms aria-label={text.deductDays} onSubmit={submit} noValidate>
      <p>{text.terms(terms.overdueDays, terms.deductDays)}</p>
      <FormField control={form.control} name="deductDays" label={text.deductDays} required>
        {(field) => <TextInput {...field} inputMode="numeric" maxLength={3} />}
      </FormField>
      <Button type="submit" loading={save.pending}>
        {text.save}
      </Button>
    </Terms>
  );
}

/**
 * 超期扣减: the deduct days N and the pallets deductible now (aged > A + N), each with 扣减 (asks first)
 * and the N setting, both with 对账管理(C1)-确认账单. For the check_c1 tabs page.
 */
export function DeductionCandidates() {
  const { can } = usePermissions();
  const canDeduct = can(CLIENT_BILL_CODES.confirmBill);
  const list = usePagedQuery<typeof NO_FILTERS, DeductCandidateRow, DeductDays>(DEDUCT_DAYS_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
    pageOf: candidatesOf,
  });
  const deduct = useApiAction({
    call: (row: DeductCandidateRow) =>
      itemsApi.deduct({
        requestId: newRequestId(),
        items: [
          {
            clientCompanyId: row.clientCompanyId,
            warehouseId: row.warehouseId,
            trayTypeCode: row.trayTypeCode,
            quantity: row.deductible,
          },
        ],
      }),
    confirm: (row) => ({
      message: text.confirm(row.clientName, row.warehouseName, row.deductible),
      confirmLabel: text.action,
    }),
    success: (result) => text.done(result.deductions[0]?.documentNo ?? ''),
    invalidates: DEDUCT_READS,
  });
  const columns: TableColumn<DeductCandidateRow>[] = [
    { key: 'clientName', title: C.client, maxWidth: CLIENT_NAME_WIDTH },
    { key: 'warehouseName', title: C.warehouse },
    { key: 'trayType', title: C.trayType, render: (row) => formatTrayType(row) },
    { key: 'deductible', title: C.deductible, align: 'right' },
    {
      key: 'overdueDays',
      title: C.beyondDeductDays,
      align: 'right',
      render: (row) => itemLabels.days(row.overdueDays),
    },
    ...(canDeduct
      ? [
          {
            key: 'actions',
            title: C.actions,
            render: (row: DeductCandidateRow) => (
              <RowActionButton
                label={text.action}
                subject={`${row.clientName} ${row.warehouseName}`}
                loading={deduct.running === row}
                onClick={() => void deduct.run(row)}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Card aria-label={text.title}>
      <PageHeader title={text.title} />
      {list.answer && canDeduct && <DeductDaysForm key={list.answer.deductDays} terms={list.answer} />}
      <PagedTable
        list={list}
        caption={text.caption}
        columns={columns}
        rowKey={(row) => `${row.clientCompanyId}-${row.warehouseId}-${row.trayTypeCode}`}
        emptyText={text.empty}
      />
    </Card>
  );
}
