import { Empty } from '../../ui';
import { PaymentDetail } from './PaymentDetail';
import { PaymentList } from './PaymentList';
import { statementLabels as text } from './statement-labels';
import { StatementDetail } from './StatementDetail';
import { StatementList } from './StatementList';
import type { BillsProps } from './view-props';

/** 结算单 and 付款管理, lists and details: one lazily loaded chunk. */
export default function StatementViews({ view, statementId, paymentId }: BillsProps) {
  switch (view) {
    case 'statementDetail':
      return statementId ? (
        <StatementDetail key={statementId} statementId={statementId} />
      ) : (
        <Empty text={text.notFound} />
      );
    case 'payments':
      return <PaymentList />;
    case 'paymentDetail':
      return paymentId ? (
        <PaymentDetail key={paymentId} paymentId={paymentId} />
      ) : (
        <Empty text={text.payments.notFound} />
      );
    default:
      return <StatementList />;
  }
}

/** The 对账管理 tabs' panels. */
export { PaymentList, StatementList };
