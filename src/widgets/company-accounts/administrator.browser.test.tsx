import { uiLabels } from '../../ui';
import {
  bodyRows,
  buttonNamed,
  buttonsNamed,
  choose,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dialogOf,
  fieldError,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { installFakeCompanyAccountsBackend } from './fake-company-accounts-backend';
import { FAKE_SMS_CODE } from './fake-company-admin';
import { adminDialogLabels as dialogText } from './admin-dialog-labels';
import { adminLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: Parameters<typeof installFakeCompanyAccountsBackend>[0]) =>
    installFakeCompanyAccountsBackend(options),
  'company-admin-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();

/** The card: the section named by its own heading 企业管理员. */
const cardOf = (root: ShadowRoot) =>
  waitFor(
    () =>
      [...root.querySelectorAll('section[aria-labelledby]')].find(
        (section) =>
          root.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent === text.cardTitle,
      ),
    'the 企业管理员 card',
  );

async function accountsView(options?: Parameters<typeof installFakeCompanyAccountsBackend>[0]) {
  start(options);
  const root = mountTag('yp-company-accounts', 'view="accounts"');
  const card = await cardOf(root);
  await waitFor(() => card.textContent?.includes(text.mobile), 'the administrator shown');
  return { root, card };
}

/** Asks for the code and waits for the countdown to start. */
async function sendCode(root: ShadowRoot) {
  clickButton(await dialogOf(root), uiLabels.sendCode);
  const counting = await buttonNamed(root, uiLabels.resendIn(60));
  assert(counting.disabled, 'no second code before the countdown ends');
}

describe('<yp-company-accounts view="accounts"> 企业管理员', () => {
  it('shows a sub-account the administrator with a masked mobile, 申请成为管理员 and no 转让管理员', async () => {
    const { root, card } = await accountsView();
    assert(card.textContent?.includes('李娜'), 'the name');
    assert(card.textContent?.includes('138****0002'), 'masked mobile');
    assert(!card.textContent?.includes('13800000002'), 'never the full number');
    assertEqual(buttonsNamed(root, text.transfer).length, 0, 'no 转让管理员');
    assertEqual(buttonsNamed(root, text.apply).length, 1, '申请成为管理员');
  });

  it('applies with an SMS code: the code is required, its button counts down, the application shows 待处理', async () => {
    const { root, card } = await accountsView();
    clickButton(root, text.apply);
    const dialog = await dialogOf(root);
    clickButton(dialog, dialogText.submitApply);
    await waitFor(() => fieldError(root, dialogText.code) === dialogText.errors.code, 'code required');
    await sendCode(root);
    assertDeepEqual(lastBody('getAdministratorVerifyCode'), { scene: 'applyAdministrator' }, 'the scene');
    assert(toasts.includes(dialogText.codeSent), 'tells where the code went');
    typeInto(controlLabelled(root, dialogText.code), FAKE_SMS_CODE);
    clickButton(dialog, dialogText.submitApply);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    const body = lastBody('applyAdministrator');
    assertEqual(body?.code, FAKE_SMS_CODE, 'the code sent');
    assert(typeof body?.requestId === 'string' && body.requestId.length > 0, 'a request id');
    assert(toasts.includes(dialogText.applied), 'applied');
    await waitFor(() => card.textContent?.includes(text.applicationStatus.pending), '待处理 shown');
    assertEqual(buttonsNamed(root, text.apply).length, 0, 'no second application while one is pending');
  });

  it('shows a declined application and offers a new one', async () => {
    const { root, card } = await accountsView({ application: 'declined' });
    assert(card.textContent?.includes(text.applicationStatus.declined), '已拒绝');
    assertEqual(buttonsNamed(root, text.apply).length, 1, 'may apply again');
  });

  it('offers neither button without the codes', async () => {
    const { root } = await accountsView({ permissions: [] });
    assertEqual(buttonsNamed(root, text.apply).length, 0, 'no 申请成为管理员');
    assertEqual(buttonsNamed(root, text.transfer).length, 0, 'no 转让管理员');
  });

  it('shows the administrator its own mobile and the pending applications; 拒绝 asks first', async () => {
    const { root, card } = await accountsView({ admin: true, application: 'pending' });
    assert(card.textContent?.includes('13800000003'), 'its own full mobile');
    assert(card.textContent?.includes(text.youBadge), 'you are the administrator');
    assertEqual(buttonsNamed(root, text.apply).length, 0, 'no 申请 for the administrator');
    const rows = await waitFor(() => {
      const found = bodyRows(root, text.applicationsCaption);
      return found.length === 1 ? found : undefined;
    }, 'the pending application');
    assert(rows[0]?.textContent?.includes('李娜（demo_pallet）'), 'the applicant');
    clickButton(root, `${text.decline} demo_pallet`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('李娜'), 'names the applicant');
    clickButton(confirm, text.decline);
    await waitFor(() => bodyRows(root, text.applicationsCaption).length === 0, 'declined');
    assertDeepEqual(lastBody('declineAdministratorApplication'), { id: 'app-acc-admin' }, 'the decline');
  });

  it('授权 opens the transfer with the applicant chosen', async () => {
    const { root } = await accountsView({ admin: true, application: 'pending' });
    await waitFor(() => bodyRows(root, text.applicationsCaption).length === 1, 'the application');
    clickButton(root, `${text.grant} demo_pallet`);
    await dialogOf(root);
    await waitFor(
      () => controlLabelled(root, dialogText.newAdmin)?.textContent?.includes('李娜（demo_pallet）'),
      'the applicant chosen',
    );
  });

  it('transfers after the SMS code and a confirmation; the card then shows the new administrator, masked, without 转让管理员', async () => {
    const { root, card } = await accountsView({ admin: true });
    clickButton(root, text.transfer);
    const dialog = await dialogOf(root);
    clickButton(dialog, dialogText.confirmTransfer);
    await waitFor(
      () => fieldError(root, dialogText.newAdmin) === dialogText.errors.chooseAccount,
      'account required',
    );
    assertEqual(fieldError(root, dialogText.code), dialogText.errors.code, 'code required');

    await choose(root, dialogText.newAdmin, '赵敏（demo_clerk）');
    await choose(root, dialogText.formerRole, '业务主管');
    await sendCode(root);
    assertDeepEqual(lastBody('getAdministratorVerifyCode'), { scene: 'authorizeAdministrator' }, 'the scene');
    typeInto(controlLabelled(root, dialogText.code), FAKE_SMS_CODE);
    clickButton(dialog, dialogText.confirmTransfer);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('赵敏（demo_clerk）'), 'names the new administrator');
    clickButton(confirm, dialogText.confirmTransfer);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    assertDeepEqual(
      lastBody('authorizeAdministrator'),
      { accountId: 'acc-clerk', formerRoleId: 'role-supervisor', code: FAKE_SMS_CODE },
      'the transfer',
    );
    assert(toasts.includes(dialogText.transferred('赵敏（demo_clerk）')), 'transferred');
    await waitFor(() => card.textContent?.includes('138****0007'), 'the new administrator, masked');
    assertEqual(buttonsNamed(root, text.transfer).length, 0, 'no 转让管理员 any more');
  });
});
