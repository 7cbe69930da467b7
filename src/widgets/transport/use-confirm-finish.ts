import type { InboundOrder } from '../../contract/stock';
import { useApiAction } from '../query';
import { INBOUND_READS, transportApi } from './api';
import { importLabels as text } from './labels';

/** 确认完成 of a signed inbound order, asked first; the list and the detail both offer it. */
export function useConfirmFinish() {
  return useApiAction({
    call: (order: Pick<InboundOrder, 'id' | 'documentNo'>) => transportApi.confirmFinish(order.id),
    confirm: (order) => ({
      message: text.confirmFinishQuestion(order.documentNo),
      confirmLabel: text.confirmFinish,
    }),
    success: text.finished,
    invalidates: INBOUND_READS,
  });
}
