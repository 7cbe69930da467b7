import { useState } from 'react';
import type { ClientBillRow } from '../../contract/bills';
import { usePermissions } from '../../core';
import { Button, RowActionButton } from '../../ui';
import { useApiAction } from '../query';
import { BILL_READS, billsApi } from './api';
import { billLabels } from './labels';
import { CLIENT_BILL_CODES } from './navigation';
import { RejectBillDialog } from './RejectBillDialog';

const text = billLabels.decide;

/**
 * 审核 and 驳回 of a pending bill, with 对账管理(C1)-确认账单 only: in a list row (buttons named after the
 * bill) or on the bill's page. 审核 asks first; 驳回 asks the reason in a dialog.
 */
export function BillDecisions({ bill, inRow = false }: { bill: ClientBillRow; inRow?: boolean }) {
  const { can } = usePermissions();
  const [rejecting, setRejecting] = useState(false);
  const billNo = bill.billNo ?? '';
  const audit = useApiAction({
    call: () => billsApi.decide({ id: bill.id!, action: 'audit' }),
    confirm: () => ({ message: text.confirmAudit(billNo), confirmLabel: text.audit }),
    success: text.audited(billNo),
    invalidates: BILL_READS,
  });
  if (bill.state !== 'pending' || !bill.id || !can(CLIENT_BILL_CODES.confirmBill)) return null;
  const onAudit = () => void audit.run();
  const onReject = () => setRejecting(true);
  return (
    <>
      {inRow ? (
        <>
          <RowActionButton label={text.audit} subject={billNo} loading={audit.pending} onClick={onAudit} />
          <RowActionButton label={text.reject} subject={billNo} onClick={onReject} />
        </>
      ) : (
        <>
          <Button variant="primary" loading={audit.pending} onClick={onAudit}>
            {text.audit}
          </Button>
          <Button variant="danger" onClick={onReject}>
            {text.reject}
          </Button>
        </>
      )}
      {rejecting && <RejectBillDialog bill={bill} onClose={() => setRejecting(false)} />}
    </>
  );
}
