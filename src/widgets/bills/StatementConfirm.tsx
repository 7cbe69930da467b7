import type { StatementRow } from '../../contract/statements';
import { formatFen, usePermissions } from '../../core';
import { Button, RowActionButton } from '../../ui';
import { useApiAction } from '../query';
import { STATEMENT_CODES } from './navigation';
import { statementLabels } from './statement-labels';
import { STATEMENT_READS, statementsApi } from './statements-api';

const text = statementLabels.confirm;

/**
 * 确认 of a pending statement, with 对账管理-确认账单 only, after a confirm dialog naming its number and
 * total: in a list row (named after the statement) or on the statement's page.
 */
export function StatementConfirm({ statement, inRow = false }: { statement: StatementRow; inRow?: boolean }) {
  const { can } = usePermissions();
  const confirm = useApiAction({
    call: () => statementsApi.confirm(statement.id),
    confirm: () => ({
      message: text.message(statement.statementNo, formatFen(statement.totalFen)),
      confirmLabel: text.label,
    }),
    success: text.done(statement.statementNo),
    invalidates: STATEMENT_READS,
  });
  if (statement.state !== 'pending' || !can(STATEMENT_CODES.confirmBill)) return null;
  const onConfirm = () => void confirm.run();
  return inRow ? (
    <RowActionButton
      label={text.label}
      subject={statement.statementNo}
      loading={confirm.pending}
      onClick={onConfirm}
    />
  ) : (
    <Button variant="primary" loading={confirm.pending} onClick={onConfirm}>
      {text.label}
    </Button>
  );
}
