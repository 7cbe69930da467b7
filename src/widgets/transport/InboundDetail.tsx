import type { InboundOrder } from '../../contract/stock';
import { formatDateTime, formatTrayType, usePermissions } from '../../core';
import { Button, Details, DetailStates, TitledCard, Toolbar } from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { inboundDetailBody, PATHS } from './api';
import { useConfirmFinish } from './use-confirm-finish';
import { common, importLabels as text, INBOUND_STATUS_LABELS } from './labels';
import { IMPORT_PATH, navigate } from './navigation';

/** 入库单详情: one of my inbound orders; a signed one can be confirmed as finished. */
export function InboundDetail({ id }: { id: string }) {
  const emit = useEmit();
  const { can } = usePermissions();
  const inbound = useApiQuery<InboundOrder>(PATHS.inboundDetail, inboundDetailBody(id));
  const finish = useConfirmFinish();
  const back = <Button onClick={() => navigate(emit, IMPORT_PATH)}>{common.back}</Button>;

  return (
    <DetailStates state={inbound} notFoundText={common.notFound} back={back}>
      {(order) => (
        <TitledCard title={`${text.detailTitle} ${order.documentNo}`}>
          <Details
            items={[
              [common.documentNo, order.documentNo],
              [
                common.status,
                <span data-testid="inbound-status">{INBOUND_STATUS_LABELS[order.status]}</span>,
              ],
              [common.warehouse, order.warehouseName],
              [common.trayType, formatTrayType(order)],
              [common.quantity, order.quantity],
              [text.receivedQuantity, order.receivedQuantity],
              [text.differenceReason, order.differenceReason],
              [common.plateNumber, order.plateNumber],
              [common.createdAt, formatDateTime(order.createdAt)],
              [text.signedAt, order.signedAt ? formatDateTime(order.signedAt) : ''],
              [common.remark, order.remark],
            ]}
          />
          <Toolbar>
            {order.status === 'signed' && can('yelopack-transport-import-confirmFinish') && (
              <Button variant="primary" loading={finish.pending} onClick={() => void finish.run(order)}>
                {text.confirmFinish}
              </Button>
            )}
            {back}
          </Toolbar>
        </TitledCard>
      )}
    </DetailStates>
  );
}
