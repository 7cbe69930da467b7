import { useCallback, useState } from 'react';
import type { InboundOrder } from '../../contract/stock';
import { formatDateTime, formatTrayType, toastBus, usePermissions } from '../../core';
import { Button, Details, DetailStates, TitledCard, Toolbar, useConfirm } from '../../ui';
import { useRemote } from '../use-remote';
import { useEmit } from '../widget-context';
import { transportApi } from './api';
import { common, importLabels as text, INBOUND_STATUS_LABELS } from './labels';
import { IMPORT_PATH, navigate } from './navigation';

/** 入库单详情: one of my inbound orders; a signed one can be confirmed as finished. */
export function InboundDetail({ id }: { id: string }) {
  const emit = useEmit();
  const { can } = usePermissions();
  const confirm = useConfirm();
  const load = useCallback((signal: AbortSignal) => transportApi.inboundDetail(id, { signal }), [id]);
  const inbound = useRemote(load);
  const [finishing, setFinishing] = useState(false);
  const back = <Button onClick={() => navigate(emit, IMPORT_PATH)}>{common.back}</Button>;

  const finish = async ({ id: orderId, documentNo }: InboundOrder) => {
    if (
      !(await confirm({
        message: text.confirmFinishQuestion(documentNo),
        confirmLabel: text.confirmFinish,
      }))
    )
      return;
    setFinishing(true);
    try {
      await transportApi.confirmFinish(orderId);
      toastBus.show({ message: text.finished, tone: 'success' });
      inbound.reload();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setFinishing(false);
    }
  };

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
              <Button variant="primary" loading={finishing} onClick={() => finish(order)}>
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
