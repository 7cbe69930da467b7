import type { PointsStatementRow } from '../../contract/points';
import { POINTS_STATEMENT_READS, pointsApi } from './points-api';
import { pointsLabels } from './points-labels';
import { RejectReasonDialog } from './RejectReasonDialog';

const text = pointsLabels.decide;

/** 驳回积分对账单: asks the reason (required, 1–200 characters); a 2003 on `reason` marks the field. */
export function PointsRejectDialog({
  statement,
  onClose,
}: {
  statement: PointsStatementRow;
  onClose: () => void;
}) {
  return (
    <RejectReasonDialog
      formId="yp-reject-points-form"
      title={text.rejectTitle}
      intro={text.rejectIntro(statement.statementNo)}
      reasonLabel={text.reason}
      reasonRequired={text.reasonRequired}
      rejectLabel={text.reject}
      cancelLabel={text.cancel}
      call={(reason) => pointsApi.reject({ id: statement.id, reason })}
      success={text.rejected(statement.statementNo)}
      invalidates={POINTS_STATEMENT_READS}
      onClose={onClose}
    />
  );
}
