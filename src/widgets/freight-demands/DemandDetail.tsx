import { useState, type ReactNode } from 'react';
import {
  FREIGHT_CODES,
  QUOTE_STATUS_LABELS,
  type DemandOrder,
  type DemandOrderDetail,
  type Evaluation,
  type Quote,
} from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { formatDateTime, openDownload, useSession, usePermissions } from '../../core';
import {
  Button,
  Card,
  DetailStates,
  Details,
  PageHeader,
  RowActionButton,
  RowActions,
  Table,
  TitledCard,
  type TableColumn,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import {
  BLACKLIST_READS,
  CONTRACT_DOWNLOAD_PATH,
  DEMAND_DETAIL_CALL,
  DEMAND_READS,
  EVALUATION_CALL,
  demandsApi,
} from './api';
import {
  cargoOf,
  deadlineOf,
  fullAddressOf,
  loadWindowOf,
  statusLabelOf,
  vehicleTypeOf,
  yuanOrNone,
} from './demand-format';
import { DemandFormDialog } from './DemandFormDialog';
import { EvaluateDialog } from './EvaluateDialog';
import { detailLabels as text, evaluationLabels, reasonLabels } from './labels';
import { CARRIER_DETAIL_PATH, DEMAND_LIST_PATH, navigate } from './navigation';
import { ReasonDialog } from './ReasonDialog';
import { RepublishDialog } from './RepublishDialog';
import { SignDialog } from './SignDialog';
import { Hint, Row } from './styles';

/** The shipper cancels a demand order itself only before it is signed (then through its carrier order). */
const CANCELLABLE = new Set<DemandOrder['status']>(['draft', 'quoting', 'expired', 'chosen']);

type Open =
  | { dialog: 'edit' | 'sign' | 'republish' | 'cancel' | 'evaluate' }
  | { dialog: 'blacklist'; carrierCompanyId: string; carrierCompanyName: string }
  | null;

/** 托运需求单 detail: the order, its quotes (选定, 拉黑承运方), signing, cancel, republish, evaluation. */
export function DemandDetail({ id }: { id: string }) {
  const emit = useEmit();
  const state = useApiQuery<DemandOrderDetail>(DEMAND_DETAIL_CALL, { id });
  const back = <Button onClick={() => navigate(emit, DEMAND_LIST_PATH)}>{text.back}</Button>;
  return (
    <DetailStates state={state} notFoundText={text.notFound} back={back}>
      {(order) => <DemandView order={order} back={back} />}
    </DetailStates>
  );
}

function DemandView({ order, back }: { order: DemandOrderDetail; back: ReactNode }) {
  const emit = useEmit();
  const { can } = usePermissions();
  const session = useSession();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // Only the shipper acts on its order; a carrier reading it (its own quote) gets no buttons.
  const mine = !session.companyId || session.companyId === order.shipperCompanyId;
  const chosenQuote = order.quotes.find((quote) => quote.status === 'chosen');
  const completed = order.status === 'completed' && order.carrierOrderId;
  const evaluation = useApiQuery<Evaluation | null>(
    EVALUATION_CALL,
    { carrierOrderId: order.carrierOrderId },
    { enabled: Boolean(completed), silent: true },
  );

  const choose = useApiAction({
    call: (quote: Quote) => demandsApi.chooseQuote({ id: order.id, quoteId: quote.id }),
    confirm: (quote) => ({
      message: text.confirmChoose(quote.carrierCompanyName, formatYuan(quote.priceFen)),
      confirmLabel: text.choose,
    }),
    success: text.chosen,
    invalidates: DEMAND_READS,
    onSuccess: () => setOpen({ dialog: 'sign' }),
  });
  const cancel = useApiAction({
    call: (reason: string) => demandsApi.cancel({ id: order.id, reason }),
    success: text.cancelled,
    invalidates: DEMAND_READS,
    onSuccess: close,
  });
  const blacklist = useApiAction({
    call: (input: { carrierCompanyId: string; reason: string; name: string }) =>
      demandsApi.blacklist({ carrierCompanyId: input.carrierCompanyId, reason: input.reason }),
    success: (_, input) => reasonLabels.blacklisted(input.name),
    invalidates: BLACKLIST_READS,
    onSuccess: close,
  });

  const mayChoose = mine && order.status === 'quoting' && can(FREIGHT_CODES.demandSign);
  const mayBlacklist = mine && can(FREIGHT_CODES.blacklist);
  const blacklistButton = (quote: Quote) => (
    <RowActionButton
      label={text.blacklist}
      subject={quote.carrierCompanyName}
      onClick={() =>
        setOpen({
          dialog: 'blacklist',
          carrierCompanyId: quote.carrierCompanyId,
          carrierCompanyName: quote.carrierCompanyName,
        })
      }
    />
  );
  const q = text.quoteColumns;
  const quoteColumns: TableColumn<Quote>[] = [
    { key: 'carrierCompanyName', title: q.carrier },
    { key: 'price', title: q.price, align: 'right', render: (row) => formatYuan(row.priceFen) },
    {
      key: 'stars',
      title: q.stars,
      render: (row) => (row.carrierStars === null ? text.noStars : text.stars(row.carrierStars)),
    },
    { key: 'remark', title: q.remark, render: (row) => row.remark || '—', maxWidth: 200 },
    { key: 'createdAt', title: q.createdAt, render: (row) => formatDateTime(row.createdAt) },
    { key: 'status', title: q.status, render: (row) => QUOTE_STATUS_LABELS[row.status] },
    ...(mayChoose || mayBlacklist
      ? [
          {
            key: 'actions',
            title: q.actions,
            render: (row: Quote) => (
              <RowActions>
                {mayChoose && row.status === 'submitted' && (
                  <RowActionButton
                    label={text.choose}
                    subject={row.carrierCompanyName}
                    disabled={choose.pending}
                    onClick={() => void choose.run(row)}
                  />
                )}
                {mayBlacklist && blacklistButton(row)}
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  const actions = mine && (
    <Row>
      {order.status === 'draft' && can(FREIGHT_CODES.demandEdit) && (
        <Button onClick={() => setOpen({ dialog: 'edit' })}>{text.editDraft}</Button>
      )}
      {order.status === 'expired' && can(FREIGHT_CODES.demandEdit) && (
        <Button variant="primary" onClick={() => setOpen({ dialog: 'republish' })}>
          {text.republish}
        </Button>
      )}
      {order.status === 'chosen' && can(FREIGHT_CODES.demandSign) && (
        <Button variant="primary" onClick={() => setOpen({ dialog: 'sign' })}>
          {text.signContract}
        </Button>
      )}
      {order.carrierOrderId && (
        <Button
          onClick={() => navigate(emit, CARRIER_DETAIL_PATH, { id: order.carrierOrderId ?? undefined })}
        >
          {text.carrierOrder}
        </Button>
      )}
      {order.contractSignedAt && can(FREIGHT_CODES.downloadContract) && (
        <Button onClick={() => void openDownload(CONTRACT_DOWNLOAD_PATH, { id: order.id })}>
          {text.downloadContract}
        </Button>
      )}
      {completed && can(FREIGHT_CODES.evaluate) && evaluation.data === null && (
        <Button onClick={() => setOpen({ dialog: 'evaluate' })}>{text.evaluate}</Button>
      )}
      {completed && chosenQuote && mayBlacklist && (
        <Button
          onClick={() =>
            setOpen({
              dialog: 'blacklist',
              carrierCompanyId: chosenQuote.carrierCompanyId,
              carrierCompanyName: chosenQuote.carrierCompanyName,
            })
          }
        >
          {text.blacklist}
        </Button>
      )}
      {CANCELLABLE.has(order.status) && can(FREIGHT_CODES.demandCancel) && (
        <Button variant="danger" onClick={() => setOpen({ dialog: 'cancel' })}>
          {text.cancelOrder}
        </Button>
      )}
      {back}
    </Row>
  );

  const f = text.field;
  return (
    <Card aria-labelledby="yp-demand-title">
      <PageHeader
        title={<span id="yp-demand-title">{text.title(order.documentNo)}</span>}
        actions={actions || back}
      />
      {order.status === 'expired' && <Hint role="status">{text.expiredNotice}</Hint>}
      <TitledCard title={text.sections.order}>
        <Details
          items={[
            [f.status, statusLabelOf(order)],
            [f.shipper, order.shipperCompanyName],
            [f.origin, fullAddressOf(order.origin)],
            [f.destination, fullAddressOf(order.destination)],
            [f.cargo, cargoOf(order)],
            [f.vehicleType, vehicleTypeOf(order)],
            [f.loadWindow, loadWindowOf(order)],
            [f.expectedPrice, yuanOrNone(order.expectedPriceFen)],
            [f.quoteDeadline, deadlineOf(order)],
            [f.remark, order.remark || '—'],
            ...(order.agreedPriceFen !== null
              ? [[f.agreedPrice, formatYuan(order.agreedPriceFen)] as const]
              : []),
            ...(order.carrierCompanyName ? [[f.carrier, order.carrierCompanyName] as const] : []),
            ...(order.contractSignedAt
              ? [[f.signedAt, formatDateTime(order.contractSignedAt)] as const]
              : []),
            ...(order.cancelReason ? [[f.cancelReason, order.cancelReason] as const] : []),
            ...(evaluation.data
              ? [[evaluationLabels.title, text.evaluated(evaluation.data.stars)] as const]
              : []),
          ]}
        />
      </TitledCard>
      {order.status !== 'draft' && (
        <TitledCard title={text.sections.quotes}>
          <Table
            columns={quoteColumns}
            rows={order.quotes}
            rowKey="id"
            caption={text.quotesCaption}
            emptyText={text.noQuotes}
          />
        </TitledCard>
      )}
      {open?.dialog === 'edit' && <DemandFormDialog order={order} onClose={close} />}
      {open?.dialog === 'sign' && <SignDialog order={order} onClose={close} />}
      {open?.dialog === 'republish' && <RepublishDialog order={order} onClose={close} />}
      {open?.dialog === 'evaluate' && order.carrierOrderId && (
        <EvaluateDialog carrierOrderId={order.carrierOrderId} onClose={close} />
      )}
      {open?.dialog === 'cancel' && (
        <ReasonDialog
          title={text.cancelTitle}
          message={reasonLabels.cancelOrderText(order.documentNo)}
          confirmLabel={reasonLabels.cancelOrderConfirm}
          pending={cancel.pending}
          onConfirm={(reason) => cancel.run(reason)}
          onClose={close}
        />
      )}
      {open?.dialog === 'blacklist' && (
        <ReasonDialog
          title={reasonLabels.blacklistTitle}
          message={reasonLabels.blacklistText(open.carrierCompanyName)}
          confirmLabel={reasonLabels.blacklistConfirm}
          pending={blacklist.pending}
          onConfirm={(reason) =>
            blacklist.run({ carrierCompanyId: open.carrierCompanyId, reason, name: open.carrierCompanyName })
          }
          onClose={close}
        />
      )}
    </Card>
  );
}
