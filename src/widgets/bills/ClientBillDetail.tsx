import styled from 'styled-components';
import { formatDayRange, orderBillLines } from '../../contract/bill-format';
import type { ClientBillDetail as ClientBill } from '../../contract/bills';
import { formatDate, formatFen } from '../../core';
import { Button, Card, DetailStates, Details, PageHeader, Stack, Table, TitledCard, vars } from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { billRefOf, CLIENT_BILL_DETAIL_CALL, type BillRef } from './api';
import { BillDecisions } from './BillDecisions';
import { BillDownloads } from './BillDownloads';
import { BillFigure } from './BillFigure';
import { billLineColumns, lineKey } from './bill-line-columns';
import { subtotalsByKind, sumFen } from './bill-format';
import { billLabels as text } from './labels';
import { BillItemTabs } from './BillItemTabs';
import { lineLinks } from './line-links';
import { CLIENT_BILL_LIST_PATH, navigate } from './navigation';
import { WarehouseBills } from './WarehouseBills';

const C = text.columns;

const Subtotals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceSm} ${vars.spaceXl};
  margin: ${vars.spaceLg} 0 0;
  padding-top: ${vars.spaceMd};
  border-top: 1px solid ${vars.colorBorder};
  div {
    display: flex;
    gap: ${vars.spaceSm};
  }
  dt {
    color: ${vars.colorTextSecondary};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Mismatch = styled.p`
  margin: 0;
  color: ${vars.colorDanger};
`;

/** The bill's figures: client, period, computed to, its total, and the total of each kind of line. */
function BillHeader({ bill }: { bill: ClientBill }) {
  return (
    <Card aria-label={text.facts.client}>
      <PageHeader
        title={bill.clientName}
        actions={<BillFigure label={text.facts.total} amount={formatFen(bill.totalFen)} />}
      />
      <Details
        items={[
          ...(bill.billNo ? [[text.facts.billNo, bill.billNo] as const] : []),
          [text.facts.period, formatDayRange(bill.periodStart, bill.periodEnd)],
          [text.facts.computedTo, formatDate(bill.computedTo)],
          [C.state, text.states[bill.state]],
          ...(bill.rejectReason ? [[text.facts.rejectReason, bill.rejectReason] as const] : []),
        ]}
      />
      {bill.lines.length > 0 && (
        <Subtotals aria-label={text.subtotalsTitle}>
          {subtotalsByKind(bill.lines).map(({ kind, amountFen }) => (
            <div key={kind}>
              <dt>{text.kinds[kind]}</dt>
              <dd>{formatFen(amountFen)}</dd>
            </div>
          ))}
        </Subtotals>
      )}
    </Card>
  );
}

/**
 * 客户账单明细: a client's live bill or a frozen bill (its number, state and any reject reason), its lines
 * by kind and their sum, which is the bill's total; 审核 / 驳回 while it is pending, and its downloads.
 */
export function ClientBillDetail({ bill: ref }: { bill: BillRef }) {
  const emit = useEmit();
  const detail = useApiQuery<ClientBill>(CLIENT_BILL_DETAIL_CALL, ref);
  const back = <Button onClick={() => navigate(emit, CLIENT_BILL_LIST_PATH)}>{text.back}</Button>;
  const columns = [
    ...billLineColumns(),
    lineLinks((path, query) => navigate(emit, path, { ...ref, ...query })),
  ];
  return (
    <Stack aria-label={text.detailTitle}>
      <PageHeader
        title={text.detailTitle}
        actions={
          <>
            {detail.data && <BillDecisions bill={detail.data} />}
            {detail.data && <BillDownloads bill={billRefOf(detail.data)} />}
            {back}
          </>
        }
      />
      <DetailStates state={detail} notFoundText={text.notFound} back={back}>
        {(bill) => {
          const linesTotal = sumFen(bill.lines);
          return (
            <>
              <BillHeader bill={bill} />
              <TitledCard title={text.linesCaption}>
                {linesTotal !== bill.totalFen && (
                  <Mismatch role="alert">{text.totalMismatch(formatFen(linesTotal))}</Mismatch>
                )}
                <Table
                  caption={text.linesCaption}
                  columns={columns}
                  rows={orderBillLines(bill.lines)}
                  rowKey={lineKey}
                  emptyText={text.noLines}
                  footer={{ kind: text.sum, amount: formatFen(linesTotal) }}
                />
              </TitledCard>
              <WarehouseBills bill={ref} />
              <BillItemTabs bill={ref} />
            </>
          );
        }}
      </DetailStates>
    </Stack>
  );
}
