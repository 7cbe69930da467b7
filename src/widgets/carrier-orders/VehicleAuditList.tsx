import { useState } from 'react';
import {
  FREIGHT_CODES,
  VEHICLE_AUDIT_STATUS_LABELS,
  type CarrierOrderLog,
  type VehicleAssignment,
  type VehicleAuditStatus,
  type VehicleHistoryQuery,
} from '../../contract/freight';
import { formatDateTime, usePermissions } from '../../core';
import {
  Button,
  Dialog,
  FilterBar,
  FilterTabs,
  KeywordField,
  LoadError,
  Loading,
  PagedTable,
  RowActionButton,
  RowActions,
  setFilters,
  tabItemsOf,
  type TableColumn,
} from '../../ui';
import { useEmit } from '../widget-context';
import { useApiAction, useApiQuery, usePagedQuery, type PagedRequest } from '../query';
import { CARRIER_ORDER_READS, carrierOrdersApi, PATHS } from './api';
import { actionLabels, auditLabels as text, common } from './labels';
import { LogTimeline } from './LogTimeline';
import { CARRIER_DETAIL_PATH, navigate } from './navigation';
import { ReasonDialog } from './ReasonDialog';

interface AuditFilters {
  status: VehicleAuditStatus | 'all';
  keyword: string;
}

const statusTabs = () => [
  { key: 'all' as const, label: common.all },
  ...tabItemsOf(VEHICLE_AUDIT_STATUS_LABELS),
];

const toBody = ({
  filters: { status, keyword },
  paging,
}: PagedRequest<AuditFilters>): VehicleHistoryQuery => ({
  ...paging,
  ...(status === 'all' ? {} : { status }),
  ...setFilters({ keyword }),
});

/**
 * 车辆审核: every vehicle assigned to my carrier orders, pending ones first to audit (通过, or 驳回 with a
 * reason), each with its log. Codes logistics-vehicle-audit / -reject / -check.
 */
export function VehicleAuditList() {
  const { can } = usePermissions();
  const emit = useEmit();
  const [rejecting, setRejecting] = useState<VehicleAssignment | null>(null);
  const [logsOf, setLogsOf] = useState<VehicleAssignment | null>(null);
  const list = usePagedQuery<AuditFilters, VehicleAssignment>(PATHS.vehicleHistory, {
    initialFilters: { status: 'pending', keyword: '' },
    toBody,
  });
  const approve = useApiAction({
    call: (row: VehicleAssignment) => carrierOrdersApi.auditHistory(row.id, true),
    confirm: (row) => ({ message: actionLabels.approveConfirm(row.plateNumber), confirmLabel: text.approve }),
    success: actionLabels.approved,
    invalidates: CARRIER_ORDER_READS,
  });

  const columns: TableColumn<VehicleAssignment>[] = [
    { key: 'carrierOrderNo', title: text.orderNo },
    { key: 'plateNumber', title: text.plate },
    { key: 'driverName', title: text.driver },
    { key: 'driverPhone', title: text.driverPhone },
    { key: 'status', title: common.status, render: (row) => VEHICLE_AUDIT_STATUS_LABELS[row.status] },
    { key: 'assignedAt', title: text.assignedAt, render: (row) => formatDateTime(row.assignedAt) },
    { key: 'auditedBy', title: text.auditedBy, render: (row) => row.auditedBy ?? '—' },
    { key: 'rejectReason', title: text.rejectReason, render: (row) => row.rejectReason ?? '—' },
    {
      key: 'actions',
      title: common.actions,
      render: (row) => (
        <RowActions>
          {row.status === 'pending' && can(FREIGHT_CODES.vehicleAudit) && (
            <RowActionButton
              label={text.approve}
              subject={row.plateNumber}
              loading={approve.running?.id === row.id}
              onClick={() => void approve.run(row)}
            />
          )}
          {row.status === 'pending' && can(FREIGHT_CODES.vehicleReject) && (
            <RowActionButton
              label={text.reject}
              subject={row.plateNumber}
              onClick={() => setRejecting(row)}
            />
          )}
          <RowActionButton
            label={text.viewOrder}
            subject={row.carrierOrderNo}
            onClick={() => navigate(emit, CARRIER_DETAIL_PATH, { id: row.carrierOrderId })}
          />
          {can(FREIGHT_CODES.vehicleCheck) && (
            <RowActionButton label={text.viewLogs} subject={row.plateNumber} onClick={() => setLogsOf(row)} />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <FilterTabs list={list} name="status" items={statusTabs()} aria-label={text.statusTabs}>
        <FilterBar
          onSearch={list.search}
          onReset={() => list.resetKeeping('status')}
          searching={list.loading}
        >
          <KeywordField list={list} label={common.keyword} placeholder={text.keywordPlaceholder} />
        </FilterBar>
        <PagedTable
          list={list}
          caption={text.caption}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </FilterTabs>
      {rejecting && (
        <ReasonDialog
          formId="yp-vehicle-reject-form"
          title={actionLabels.rejectTitle}
          intro={actionLabels.rejectIntro(rejecting.plateNumber)}
          reasonLabel={actionLabels.rejectReason}
          reasonRequired={actionLabels.rejectReasonRequired}
          submitLabel={text.reject}
          call={(reason) => carrierOrdersApi.auditHistory(rejecting.id, false, reason)}
          success={actionLabels.rejected}
          onClose={() => setRejecting(null)}
        />
      )}
      {logsOf && <VehicleLogsDialog assignment={logsOf} onClose={() => setLogsOf(null)} />}
    </section>
  );
}

function VehicleLogsDialog({ assignment, onClose }: { assignment: VehicleAssignment; onClose: () => void }) {
  const logs = useApiQuery<CarrierOrderLog[]>(PATHS.vehicleLogs, { historyId: assignment.id });
  return (
    <Dialog
      open
      width={640}
      onClose={onClose}
      title={text.logsTitle(assignment.plateNumber)}
      footer={<Button onClick={onClose}>{common.close}</Button>}
    >
      {logs.error ? (
        <LoadError message={logs.error} onRetry={logs.reload} />
      ) : logs.data ? (
        <LogTimeline logs={logs.data} />
      ) : (
        <Loading />
      )}
    </Dialog>
  );
}
