import type { SelectOption } from '../../ui';
import { ApplyAdminDialog } from './ApplyAdminDialog';
import { TransferAdminDialog } from './TransferAdminDialog';

/** Which administrator dialog is open: 转让 (授权 of an application presets its applicant) or 申请. */
export type AdminDialogKind = { kind: 'transfer'; accountId?: string } | { kind: 'apply' };

/**
 * The administrator dialogs, one lazily loaded part (forms, SMS code field, account lookup): they open
 * on a click, so the accounts view does not carry them. The part imports no module of the widget's first
 * load (else the bundler moves those into a chunk shared with the view): what it needs of the view's
 * data comes as props.
 */
export default function AdminDialog({
  open,
  roleChoices,
  onClose,
}: {
  open: AdminDialogKind;
  roleChoices: readonly SelectOption<string>[];
  onClose: () => void;
}) {
  return open.kind === 'transfer' ? (
    <TransferAdminDialog presetAccountId={open.accountId} roleChoices={roleChoices} onClose={onClose} />
  ) : (
    <ApplyAdminDialog onClose={onClose} />
  );
}
