import { useState } from 'react';
import type { PointsStatementRow } from '../../contract/points';
import { usePermissions } from '../../core';
import { RowActionButton } from '../../ui';
import { useApiAction } from '../query';
import { POINTS_STATEMENT_READS, pointsApi } from './points-api';
import { POINTS_CODES, pointsLabels } from './points-labels';
import { PointsRejectDialog } from './PointsRejectDialog';

const text = pointsLabels.decide;

/**
 * 确认 and 驳回 of a pending points statement, with 积分账单-审核 only, as row buttons named after the
 * statement. 确认 asks first (it credits the pool); 驳回 asks the reason in a dialog.
 */
export function PointsDecisions({ statement }: { statement: PointsStatementRow }) {
  const { can } = usePermissions();
  const [rejecting, setRejecting] = useState(false);
  const no = statement.statementNo;
  const confirm = useApiAction({
    call: () => pointsApi.confirm({ id: statement.id }),
    confirm: () => ({ message: text.confirmAsk(no, statement.totalPoints), confirmLabel: text.confirm }),
    success: text.confirmed(no),
    invalidates: POINTS_STATEMENT_READS,
  });
  if (statement.state !== 'pending' || !can(POINTS_CODES.audit)) return null;
  return (
    <>
      <RowActionButton
        label={text.confirm}
        subject={no}
        loading={confirm.pending}
        onClick={() => void confirm.run()}
      />
      <RowActionButton label={text.reject} subject={no} onClick={() => setRejecting(true)} />
      {rejecting && <PointsRejectDialog statement={statement} onClose={() => setRejecting(false)} />}
    </>
  );
}
