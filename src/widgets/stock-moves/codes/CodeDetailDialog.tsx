import type { PalletCode } from '../../../contract/stock';
import { formatDateTime, formatTrayType } from '../../../core';
import { Button, Details, Dialog, LoadError, Loading } from '../../../ui';
import { useApiQuery } from '../../query';
import { CODE_DETAIL_CALL } from '../api';
import { CODE_STATUS_LABELS, codeLabels as text, common } from '../labels';

/** One pallet code (getCodeDetail): its tray type, where it is and since when. */
export function CodeDetailDialog({ traceId, onClose }: { traceId: string; onClose: () => void }) {
  const { data: code, loading, error, reload } = useApiQuery<PalletCode>(CODE_DETAIL_CALL, { traceId });
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.detailTitle}
      width={640}
      footer={<Button onClick={onClose}>{common.back}</Button>}
    >
      {error ? (
        <LoadError message={error} onRetry={reload} />
      ) : loading || !code ? (
        <Loading />
      ) : (
        <Details
          items={[
            [text.traceId, <code>{code.traceId}</code>],
            [common.trayType, formatTrayType(code)],
            [common.warehouse, code.warehouseName],
            [common.status, CODE_STATUS_LABELS[code.status]],
            [text.boundAt, formatDateTime(code.boundAt)],
            [text.lastMovedAt, formatDateTime(code.lastMovedAt)],
          ]}
        />
      )}
    </Dialog>
  );
}
