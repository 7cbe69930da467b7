import type { ClientBillRow } from '../../contract/bills';
import { BILL_READS, billsApi } from './api';
import { billLabels } from './labels';
import { RejectReasonDialog } from './RejectReasonDialog';

const text = billLabels.decide;

/** 驳回账单: asks the reason (required, ≤ 200 characters); a 2003 on `reason` is marked on the field. */
export function RejectBillDialog({ bill, onClose }: { bill: ClientBillRow; onClose: () => void }) {
  return (
    <RejectReasonDialog
      formId="yp-reject-bill-form"
      title={text.rejectTitle}
      intro={text.rejectIntro(bill.billNo ?? '')}
      reasonLabel={text.reason}
      reasonRequired={text.reasonRequired}
      rejectLabel={text.reject}
      cancelLabel={text.cancel}
      call={(reason) => billsApi.decide({ id: bill.id!, action: 'reject', reason })}
      success={text.rejected(bill.billNo ?? '')}
      invalidates={BILL_READS}
      onClose={onClose}
    />
  );
}
