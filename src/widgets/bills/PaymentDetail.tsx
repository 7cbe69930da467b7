import { useState } from 'react';
import { formatDayRange } from '../../contract/bill-format';
import type { PayInfoDetail, PayRecordRow } from '../../contract/statements';
import { formatDateTime, formatFen } from '../../core';
import {
  Button,
  Card,
  DetailStates,
  Details,
  PageHeader,
  Stack,
  Table,
  TitledCard,
  type TableColumn,
  punctuationLabels,
} from '../../ui';
import { useApiQuery } from '../query';
import { BillFigure } from './BillFigure';
import { PayForm, type PayRefusal } from './PayForm';
import { statementLabels } from './statement-labels';
import { PAYMENT_DETAIL_CALL } from './statements-api';

const text = statementLabels.payments;
const F = text.facts;

const recordColumns = (): TableColumn<PayRecordRow>[] => [
  { key: 'paidAt', title: text.recordColumns.paidAt, render: (row) => formatDateTime(row.paidAt) },
  {
    key: 'payer',
    title: text.recordColumns.payer,
    render: (row) => punctuationLabels.withNote(row.payerName, row.payerAccount),
  },
  {
    key: 'amount',
    title: text.recordColumns.amount,
    align: 'right',
    render: (row) => formatFen(row.amountFen),
  },
];

function PaymentFacts({ payment }: { payment: PayInfoDetail }) {
  return (
    <Card aria-label={F.paymentNo}>
      <PageHeader
        title={payment.paymentNo}
        actions={<BillFigure label={F.remaining} amount={formatFen(payment.remainingFen)} />}
      />
      <Details
        items={[
          [F.statementNo, payment.statementNo],
          [F.period, formatDayRange(payment.periodStart, payment.periodEnd)],
          [F.due, formatFen(payment.dueFen)],
          [F.paid, formatFen(payment.paidFen)],
          [F.remaining, formatFen(payment.remainingFen)],
          [F.state, statementLabels.paymentStates[payment.state]],
          [F.paidAt, payment.paidAt ? formatDateTime(payment.paidAt) : ''],
        ]}
      />
    </Card>
  );
}

/**
 * 付款单详情: what is due, paid and remains, the pay records, the platform's receiving bank account, and
 * the pay form while something remains (付款管理-支付). `onBack` returns to where it was opened from.
 */
export function PaymentDetail({ paymentId, onBack }: { paymentId: string; onBack?: () => void }) {
  const detail = useApiQuery<PayInfoDetail>(PAYMENT_DETAIL_CALL, { id: paymentId });
  const [refused, setRefused] = useState<PayRefusal>();
  const back = onBack ? <Button onClick={onBack}>{statementLabels.back}</Button> : undefined;
  return (
    <Stack aria-label={text.detailTitle}>
      <PageHeader title={text.detailTitle} actions={back} />
      <DetailStates state={detail} notFoundText={text.notFound} back={back}>
        {(payment) => (
          <>
            <PaymentFacts payment={payment} />
            <TitledCard title={text.bankTitle}>
              <Details
                items={[
                  [text.bank.accountName, payment.bankAccount.accountName],
                  [text.bank.bankName, payment.bankAccount.bankName],
                  [text.bank.accountNo, payment.bankAccount.accountNo],
                ]}
              />
            </TitledCard>
            {payment.state === 'unpaid' && (
              <TitledCard title={statementLabels.payForm.title}>
                {/* Keyed by what is paid: after a pay the form starts again from what remains. */}
                <PayForm
                  key={`${payment.id}-${payment.paidFen}`}
                  payment={payment}
                  refused={refused}
                  onRefusal={setRefused}
                />
              </TitledCard>
            )}
            <TitledCard title={text.recordsTitle}>
              <Table
                caption={text.recordsCaption}
                columns={recordColumns()}
                rows={payment.records}
                rowKey="id"
                emptyText={text.noRecords}
              />
            </TitledCard>
          </>
        )}
      </DetailStates>
    </Stack>
  );
}
