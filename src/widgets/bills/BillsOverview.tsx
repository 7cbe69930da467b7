import { useMemo, type ReactNode } from 'react';
import type { ClientBillRow } from '../../contract/bills';
import type { OverdueCustomerRow } from '../../contract/customers';
import type { Page } from '../../contract/envelope';
import type { PermissionCode } from '../../contract/permissions';
import type { PaymentRow, StatementRow } from '../../contract/statements';
import { formatFen, usePermissions } from '../../core';
import {
  Button,
  Card,
  Empty,
  FigureTiles,
  HeadlineTile,
  Loading,
  LoadError,
  PageHeader,
  Stack,
} from '../../ui';
import { ChartWithTable } from '../../ui/charts';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { CLIENT_BILL_LIST_CALL } from './api';
import { OVERDUE_CLIENTS_CALL } from './items-api';
import { billLabels } from './labels';
import { CLIENT_BILL_CODES, CLIENT_BILL_LIST_PATH, navigate, STATEMENT_CODES } from './navigation';
import {
  amountDueFigure,
  monthlyRentChart,
  overdueRiskOf,
  OVERVIEW_PAGE_SIZE,
  pendingBillsFigure,
  pendingStatementsFigure,
  RENT_MONTHS,
  type Figure,
} from './overview';
import type { ReconciliationTab } from './reconciliation-tabs';
import { PAYMENT_LIST_CALL, STATEMENT_LIST_CALL } from './statements-api';

const text = billLabels.overview;
const FIRST_PAGE = { pageNum: 1, pageSize: OVERVIEW_PAGE_SIZE };
const PENDING_BILLS = { ...FIRST_PAGE, state: 'pending' };
const PENDING_STATEMENTS = { ...FIRST_PAGE, state: 'pending' };
const UNPAID = { ...FIRST_PAGE, state: 'unpaid' };
const RENT_MONTHS_PAGE = { pageNum: 1, pageSize: RENT_MONTHS };

/** One figure: what it counts, its headline, a line under it, and the tab of 对账管理 that handles it. */
function FigureTile(props: {
  title: string;
  headline: ReactNode;
  detail: ReactNode;
  action: string;
  onOpen: () => void;
}) {
  return (
    <HeadlineTile title={props.title} headline={props.headline} detail={props.detail}>
      <div>
        <Button onClick={props.onOpen}>{props.action}</Button>
      </div>
    </HeadlineTile>
  );
}

const sumOf = (figure: Figure) =>
  `${formatFen(figure.fen)}${figure.partial ? text.partial(OVERVIEW_PAGE_SIZE) : ''}`;

/** The tiles' reads: each only for an account that may read the list (an unread list shows no tile). */
function useFigures(can: (code: PermissionCode) => boolean) {
  const bills = useApiQuery<Page<ClientBillRow>>(CLIENT_BILL_LIST_CALL, PENDING_BILLS, {
    enabled: can(CLIENT_BILL_CODES.detail),
  });
  const statements = useApiQuery<Page<StatementRow>>(STATEMENT_LIST_CALL, PENDING_STATEMENTS, {
    enabled: can(STATEMENT_CODES.detail),
  });
  const payments = useApiQuery<Page<PaymentRow>>(PAYMENT_LIST_CALL, UNPAID, {
    enabled: can(STATEMENT_CODES.paymentDetail),
  });
  const overdue = useApiQuery<Page<OverdueCustomerRow>>(OVERDUE_CLIENTS_CALL, FIRST_PAGE, {
    enabled: can(CLIENT_BILL_CODES.detail),
  });
  return { bills, statements, payments, overdue };
}

/**
 * 账单概览, for a finance page that embeds <yp-bills view="overview">: the client bills waiting for 审核,
 * the platform's statements waiting for 确认, what remains to pay, the pallets that turn overdue within 7
 * days, and the monthly rent (the platform's statements of the last twelve periods) as a chart with the
 * same numbers in a table. Each tile opens the 对账管理 tab that handles it.
 */
export default function BillsOverview() {
  const emit = useEmit();
  const { ready, can } = usePermissions();
  const { bills, statements, payments, overdue } = useFigures(can);
  const rent = useApiQuery<Page<StatementRow>>(STATEMENT_LIST_CALL, RENT_MONTHS_PAGE, {
    enabled: can(STATEMENT_CODES.detail),
  });
  const chart = useMemo(
    () => (rent.data ? monthlyRentChart(rent.data.list, text.rentSeries) : null),
    [rent.data],
  );
  const open = (tab: ReconciliationTab) => () => navigate(emit, CLIENT_BILL_LIST_PATH, { tab });
  const pendingBills = bills.data && pendingBillsFigure(bills.data);
  const pendingStatements = statements.data && pendingStatementsFigure(statements.data);
  const amountDue = payments.data && amountDueFigure(payments.data);
  const risk = overdue.data && overdueRiskOf(overdue.data);
  const failed = [bills, statements, payments, overdue, rent].find((state) => state.error);
  if (!ready) return <Loading />;
  if (!can(CLIENT_BILL_CODES.detail) && !can(STATEMENT_CODES.detail) && !can(STATEMENT_CODES.paymentDetail))
    return <Empty text={billLabels.reconciliation.noAccess} />;

  return (
    <Stack aria-label={text.title}>
      <PageHeader title={text.title} />
      {failed?.error && <LoadError message={failed.error} onRetry={failed.reload} />}
      <FigureTiles>
        {pendingBills && (
          <FigureTile
            title={text.pendingBills}
            headline={text.count(pendingBills.count)}
            detail={sumOf(pendingBills)}
            action={text.toAudit}
            onOpen={open('clientBills')}
          />
        )}
        {pendingStatements && (
          <FigureTile
            title={text.pendingStatements}
            headline={text.count(pendingStatements.count)}
            detail={sumOf(pendingStatements)}
            action={text.toConfirm}
            onOpen={open('statements')}
          />
        )}
        {amountDue && (
          <FigureTile
            title={text.amountDue}
            headline={sumOf(amountDue)}
            detail={text.payments(amountDue.count)}
            action={text.toPay}
            onOpen={open('payments')}
          />
        )}
        {risk && (
          <FigureTile
            title={text.overdueRisk}
            headline={text.pallets(risk.pallets)}
            detail={text.clients(risk.clients)}
            action={text.toOverdue}
            onOpen={open('overdueClients')}
          />
        )}
      </FigureTiles>
      {chart && (
        <Card>
          <ChartWithTable title={text.rentTitle} data={chart} categoryTitle={text.month} />
        </Card>
      )}
    </Stack>
  );
}
