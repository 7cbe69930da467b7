import { useState } from 'react';
import styled from 'styled-components';
import { formatDayRange, orderBillLines } from '../../contract/bill-format';
import type { StatementDetail as Statement, StatementDocumentRow } from '../../contract/statements';
import { formatDateTime, formatFen } from '../../core';
import {
  Button,
  Card,
  DetailStates,
  Details,
  PageHeader,
  PagedTable,
  Stack,
  Table,
  Tabs,
  TitledCard,
  vars,
  type TableColumn,
} from '../../ui';
import { useApiQuery, usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { BillFigure } from './BillFigure';
import { billLineColumns, lineKey } from './bill-line-columns';
import { sumFen } from './bill-format';
import { CLIENT_BILL_LIST_PATH, navigate } from './navigation';
import { StatementConfirm } from './StatementConfirm';
import type { ReconciliationTab } from './reconciliation-tabs';
import { statementLabels as text } from './statement-labels';
import { STATEMENT_DETAIL_CALL, STATEMENT_DOCUMENTS_CALL } from './statements-api';

const C = text.columns;
type Tab = 'rent' | 'documents';
const statementTabs = () =>
  [
    { key: 'rent', label: text.tabs.rent },
    { key: 'documents', label: text.tabs.documents },
  ] as const;

const Note = styled.p`
  margin: ${vars.spaceMd} 0 0;
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

const documentColumns = (): TableColumn<StatementDocumentRow>[] => [
  {
    key: 'documentType',
    title: C.documentType,
    render: (row) =>
      row.corrects
        ? text.correctionRow
        : row.documentType
          ? text.documentTypes[row.documentType]
          : text.noDocument,
  },
  {
    key: 'documentNo',
    title: C.documentNo,
    render: (row) => row.corrects?.statementNo ?? row.documentNo ?? '—',
  },
  {
    key: 'documentDate',
    title: C.documentDate,
    render: (row) =>
      row.corrects
        ? formatDayRange(row.corrects.periodStart, row.corrects.periodEnd)
        : (row.documentDate ?? '—'),
  },
  { key: 'pallets', title: C.pallets, align: 'right', render: (row) => String(row.pallets) },
  { key: 'amount', title: C.amount, align: 'right', render: (row) => formatFen(row.amountFen) },
];
const documentKey = (row: StatementDocumentRow) =>
  row.corrects ? `correction-${row.corrects.statementId}` : `${row.documentType}-${row.documentId}`;

/** The statement's figures: number, period, state, confirmation and payment, its total. */
function StatementHeader({ statement }: { statement: Statement }) {
  const F = text.facts;
  return (
    <Card aria-label={F.statementNo}>
      <PageHeader
        title={statement.statementNo}
        actions={<BillFigure label={F.total} amount={formatFen(statement.totalFen)} />}
      />
      <Details
        items={[
          [F.period, formatDayRange(statement.periodStart, statement.periodEnd)],
          [F.state, text.states[statement.state]],
          [F.confirmedAt, statement.confirmedAt ? formatDateTime(statement.confirmedAt) : ''],
          [F.paymentState, statement.paymentState ? text.paymentStates[statement.paymentState] : ''],
        ]}
      />
    </Card>
  );
}

/** 租金明细: the stored lines and their 合计, the statement's total. */
function RentLines({ statement }: { statement: Statement }) {
  return (
    <Table
      caption={text.linesCaption}
      columns={billLineColumns()}
      rows={orderBillLines(statement.lines)}
      rowKey={lineKey}
      emptyText={text.noLines}
      footer={{ kind: text.sum, amount: formatFen(sumFen(statement.lines)) }}
    />
  );
}

const toDocumentsBody =
  (id: string) =>
  ({ paging }: PagedRequest<object>) => ({ ...paging, id });

/** 按单据: the statement's money by ledger document, paged; its 合计 is every document's, the total. */
function DocumentShares({ statement }: { statement: Statement }) {
  const [toBody] = useState(() => toDocumentsBody(statement.id));
  const list = usePagedQuery<object, StatementDocumentRow>(STATEMENT_DOCUMENTS_CALL, {
    initialFilters: {},
    toBody,
  });
  return (
    <>
      <PagedTable
        list={list}
        caption={text.documentsCaption}
        columns={documentColumns()}
        rowKey={documentKey}
        emptyText={text.noDocuments}
        footer={{ documentType: text.sum, amount: formatFen(statement.totalFen) }}
      />
      <Note>{text.documentsNote}</Note>
    </>
  );
}

/** 返回 goes back to 对账管理's 结算单 tab. */
const STATEMENTS_TAB: ReconciliationTab = 'statements';

/**
 * 结算单明细: a platform statement's figures, 确认 while it is pending (by permission), and its money two
 * ways: 租金明细 (the lines) and 按单据 (the same money by ledger document), each adding up to the total.
 */
export function StatementDetail({ statementId }: { statementId: string }) {
  const emit = useEmit();
  const [tab, setTab] = useState<Tab>('rent');
  const detail = useApiQuery<Statement>(STATEMENT_DETAIL_CALL, { id: statementId });
  const back = (
    <Button onClick={() => navigate(emit, CLIENT_BILL_LIST_PATH, { tab: STATEMENTS_TAB })}>
      {text.back}
    </Button>
  );
  return (
    <Stack aria-label={text.detailTitle}>
      <PageHeader
        title={text.detailTitle}
        actions={
          <>
            {detail.data && <StatementConfirm statement={detail.data} />}
            {back}
          </>
        }
      />
      <DetailStates state={detail} notFoundText={text.notFound} back={back}>
        {(statement) => (
          <>
            <StatementHeader statement={statement} />
            <TitledCard title={text.detailTitle}>
              <Tabs items={statementTabs()} active={tab} onChange={setTab} aria-label={text.detailTitle}>
                {tab === 'rent' ? (
                  <RentLines statement={statement} />
                ) : (
                  <DocumentShares statement={statement} />
                )}
              </Tabs>
            </TitledCard>
          </>
        )}
      </DetailStates>
    </Stack>
  );
}
