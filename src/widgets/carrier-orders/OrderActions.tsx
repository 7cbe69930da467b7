import { useState } from 'react';
import {
  CARRIER_ORDER_ACTION_CODES,
  type CarrierOrder,
  type CarrierOrderAction,
} from '../../contract/freight';
import { usePermissions } from '../../core';
import { Button, Toolbar } from '../../ui';
import { useApiAction } from '../query';
import { CARRIER_ORDER_READS, carrierOrdersApi } from './api';
import { ACTION_LABELS, actionLabels as text, detailLabels } from './labels';
import { ReasonDialog } from './ReasonDialog';
import { SignDialog } from './SignDialog';
import { TicketDialog } from './TicketDialog';
import { VehicleDialog } from './VehicleDialog';

/** The actions that open a dialog; the others ask a confirmation and go. */
type DialogAction = Extract<
  CarrierOrderAction,
  'assignVehicle' | 'rejectVehicle' | 'load' | 'unload' | 'sign' | 'cancel'
>;

const labelOf = (action: CarrierOrderAction, order: CarrierOrder) =>
  action === 'assignVehicle' && order.vehicle ? text.modifyVehicle : ACTION_LABELS[action];

type QuickAction = Exclude<CarrierOrderAction, DialogAction>;

/** The actions taken after a confirmation alone: the call, the question and the success toast. */
const quickActions = (): Record<
  QuickAction,
  { call: (order: CarrierOrder) => Promise<unknown>; ask: (order: CarrierOrder) => string; done: string }
> => ({
  approveVehicle: {
    call: (order) => carrierOrdersApi.auditVehicle(order.id, true),
    ask: (order) => text.approveConfirm(order.vehicle?.plateNumber ?? ''),
    done: text.approved,
  },
  reachLoad: {
    call: (order) => carrierOrdersApi.reachLoad(order.id),
    ask: () => text.reachLoadConfirm,
    done: text.reached,
  },
  reachUnload: {
    call: (order) => carrierOrdersApi.reachUnload(order.id),
    ask: () => text.reachUnloadConfirm,
    done: text.reached,
  },
});

const isQuick = (action: CarrierOrderAction): action is QuickAction => action in quickActions();

/**
 * The buttons of what the viewer may do now: the order's `actions` (its status and the viewer's party,
 * decided by the server) that the viewer's permission codes allow. Each opens its dialog or asks first.
 */
export function OrderActions({ order }: { order: CarrierOrder }) {
  const { can, ready } = usePermissions();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const close = () => setOpen(null);
  const plate = order.vehicle?.plateNumber ?? '';

  const quick = useApiAction({
    call: (action: QuickAction) => quickActions()[action].call(order),
    confirm: (action) => ({
      message: quickActions()[action].ask(order),
      confirmLabel: ACTION_LABELS[action],
    }),
    success: (_result, action) => quickActions()[action].done,
    invalidates: CARRIER_ORDER_READS,
  });

  const allowed = order.actions.filter((action) => can(CARRIER_ORDER_ACTION_CODES[action]));
  const press = (action: CarrierOrderAction) => {
    if (isQuick(action)) void quick.run(action);
    else setOpen(action);
  };

  // Until the codes arrive nothing is said: no flash of 没有可执行的操作, no button that then vanishes.
  if (!ready) return null;
  if (!allowed.length) return <p>{detailLabels.noActions}</p>;
  return (
    <>
      <Toolbar role="group" aria-label={detailLabels.yourActions}>
        {allowed.map((action) => (
          <Button
            key={action}
            variant={action === 'rejectVehicle' ? 'danger' : action === 'cancel' ? 'default' : 'primary'}
            loading={quick.running === action}
            onClick={() => press(action)}
          >
            {labelOf(action, order)}
          </Button>
        ))}
      </Toolbar>
      {open === 'assignVehicle' && <VehicleDialog order={order} onClose={close} />}
      {open === 'load' && <TicketDialog order={order} kind="loading" onClose={close} />}
      {open === 'unload' && <TicketDialog order={order} kind="unloading" onClose={close} />}
      {open === 'sign' && <SignDialog order={order} onClose={close} />}
      {open === 'rejectVehicle' && (
        <ReasonDialog
          formId="yp-carrier-reject-form"
          title={text.rejectTitle}
          intro={text.rejectIntro(plate)}
          reasonLabel={text.rejectReason}
          reasonRequired={text.rejectReasonRequired}
          submitLabel={ACTION_LABELS.rejectVehicle}
          call={(reason) => carrierOrdersApi.auditVehicle(order.id, false, reason)}
          success={text.rejected}
          onClose={close}
        />
      )}
      {open === 'cancel' && (
        <ReasonDialog
          formId="yp-carrier-cancel-form"
          title={text.cancelTitle}
          intro={text.cancelIntro(order.documentNo)}
          reasonLabel={text.cancelReason}
          reasonRequired={text.cancelReasonRequired}
          submitLabel={ACTION_LABELS.cancel}
          closeLabel={text.keepOrder}
          call={(reason) => carrierOrdersApi.cancel(order.id, reason)}
          success={text.cancelled}
          onClose={close}
        />
      )}
    </>
  );
}
