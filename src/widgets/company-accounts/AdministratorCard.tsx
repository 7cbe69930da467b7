import { lazy, Suspense, useState } from 'react';
import type {
  AdministratorAccount,
  AdministratorApplication,
  AdministratorPerson,
} from '../../contract/company-admin';
import { formatDateTime, usePermissions } from '../../core';
import {
  Button,
  DetailStates,
  Details,
  RowActionButton,
  RowActions,
  Table,
  TitledCard,
  Toolbar,
  type TableColumn,
  Badge,
  punctuationLabels,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { ADMIN_CALL, declineApplication } from './api';
import type { AdminDialogKind } from './AdminDialog';
import { accountLabels, adminLabels as text } from './labels';
import { SectionTitle } from './styles';
import { roleOptions, useCompanyRoles } from './use-role-options';

// The dialogs load on first use (see AdminDialog.tsx).
const AdminDialog = lazy(() => import('./AdminDialog'));

/**
 * 企业管理员 on the accounts view: who the administrator is; to the administrator (with the authorize
 * code) 转让管理员 and the pending applications with 授权 / 拒绝; to others holding the apply code
 * 申请成为管理员 and the state of their own application.
 */
export function AdministratorCard() {
  const state = useApiQuery<AdministratorAccount>(ADMIN_CALL, {});
  return (
    <TitledCard title={text.cardTitle}>
      <DetailStates state={state} notFoundText={text.none} back={null}>
        {(data) => <AdministratorDetails data={data} />}
      </DetailStates>
    </TitledCard>
  );
}

function AdministratorDetails({ data }: { data: AdministratorAccount }) {
  const { can } = usePermissions();
  const [open, setOpen] = useState<AdminDialogKind | null>(null);
  const roles = useCompanyRoles();
  const admin = data.administrator;
  const canTransfer = data.isAdministrator && admin !== null && can('center-account-admin-authorize');
  const canApply = !data.isAdministrator && can('center-account-admin-apply');
  const pending = data.myApplication?.status === 'pending';
  return (
    <>
      {admin ? (
        <Details
          items={[
            [text.name, <AdminName key="name" admin={admin} you={data.isAdministrator} />],
            [text.userAccount, admin.userAccount],
            [text.mobile, admin.mobile],
          ]}
        />
      ) : (
        <p>{text.none}</p>
      )}
      {data.myApplication && (
        <Details
          items={[
            [
              text.myApplication,
              punctuationLabels.withNote(
                text.applicationStatus[data.myApplication.status],
                `${text.appliedAt} ${formatDateTime(data.myApplication.createdAt)}`,
              ),
            ],
          ]}
        />
      )}
      {(canTransfer || (canApply && !pending)) && (
        <Toolbar>
          {canTransfer && <Button onClick={() => setOpen({ kind: 'transfer' })}>{text.transfer}</Button>}
          {canApply && !pending && <Button onClick={() => setOpen({ kind: 'apply' })}>{text.apply}</Button>}
        </Toolbar>
      )}
      {canTransfer && (
        <Applications
          rows={data.applications}
          onGrant={(row) => setOpen({ kind: 'transfer', accountId: row.accountId })}
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <AdminDialog
            open={open}
            roleChoices={roleOptions(roles, accountLabels.noRole)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function AdminName({ admin, you }: { admin: AdministratorPerson; you: boolean }) {
  return (
    <>
      {admin.username}
      {you && <Badge>{text.youBadge}</Badge>}
    </>
  );
}

/** The pending applications: 授权 opens the transfer to the applicant, 拒绝 asks first. */
function Applications({
  rows,
  onGrant,
}: {
  rows: readonly AdministratorApplication[];
  onGrant: (row: AdministratorApplication) => void;
}) {
  const decline = useApiAction({
    call: (row: AdministratorApplication) => declineApplication(row.id),
    confirm: (row) => ({ message: text.confirmDecline(row.username), confirmLabel: text.decline }),
    success: text.declined,
    invalidates: [ADMIN_CALL],
  });
  const columns: TableColumn<AdministratorApplication>[] = [
    {
      key: 'applicant',
      title: text.applicant,
      render: (row) => punctuationLabels.withNote(row.username, row.userAccount),
    },
    { key: 'createdAt', title: text.appliedAt, render: (row) => formatDateTime(row.createdAt) },
    { key: 'expiresAt', title: text.expiresAt, render: (row) => formatDateTime(row.expiresAt) },
    {
      key: 'actions',
      title: text.actions,
      render: (row) => (
        <RowActions>
          <RowActionButton label={text.grant} subject={row.userAccount} onClick={() => onGrant(row)} />
          <RowActionButton
            label={text.decline}
            subject={row.userAccount}
            disabled={decline.running?.id === row.id}
            onClick={() => void decline.run(row)}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <section aria-label={text.applications}>
      <SectionTitle>{text.applications}</SectionTitle>
      <Table
        columns={columns}
        rows={rows}
        rowKey="id"
        caption={text.applicationsCaption}
        emptyText={text.noApplications}
      />
    </section>
  );
}
