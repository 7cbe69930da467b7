import { sessionStore } from '../../core';
import { uiLabels } from '../../ui';
import { PAGES } from '../../contract/pages';
import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  clickButton,
  controlLabelled,
  dialogOf,
  exportMenuButtons,
  fieldError,
  footerTexts,
  mountTag,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { FAKE_SMS_CODE, TAKEN_MOBILE, installFakeMyAccountBackend } from './fake-my-account-backend';
import { myAccountLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: Parameters<typeof installFakeMyAccountBackend>[0]) => installFakeMyAccountBackend(options),
  'my-account-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();
const navigations = recordNavigations();

const sectionOf = (root: ShadowRoot, title: string) =>
  waitFor(
    () =>
      [...root.querySelectorAll<HTMLElement>('section')].find(
        (section) =>
          section.getAttribute('aria-label') === title || section.querySelector('h1')?.textContent === title,
      ),
    `section ${title}`,
  );

async function myPage(options?: Parameters<typeof installFakeMyAccountBackend>[0]) {
  start(options);
  const root = mountTag('yp-my-account', 'view="my"');
  await waitFor(() => root.textContent?.includes('demo_center'), 'the profile');
  return root;
}

/** Opens 修改密码 and fills its three fields; answers the dialog. */
async function fillPasswordDialog(root: ShadowRoot, [oldPassword, newPassword, confirmPassword]: string[]) {
  clickButton(await sectionOf(root, text.profile.title), text.profile.changePassword);
  const dialog = await dialogOf(root);
  const p = text.passwordDialog;
  typeInto(controlLabelled(root, p.oldPassword), oldPassword!);
  typeInto(controlLabelled(root, p.newPassword), newPassword!);
  typeInto(controlLabelled(root, p.confirmPassword), confirmPassword!);
  return dialog;
}

const dialogClosed = (root: ShadowRoot) =>
  waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');

describe('<yp-my-account> 个人信息', () => {
  it('shows the account, name and masked mobile, and changes the name (2003 marked)', async () => {
    const root = await myPage();
    const profile = await sectionOf(root, text.profile.title);
    assert(profile.textContent?.includes('王芳'), 'name');
    assert(profile.textContent?.includes('138****0003'), 'masked mobile');
    clickButton(profile, text.profile.editName);
    const dialog = await dialogOf(root);
    const name = controlLabelled(root, text.profile.username)!;
    assertEqual(name.value, '王芳', 'the name to edit');
    typeInto(name, '');
    clickButton(dialog, text.save);
    await waitFor(() => fieldError(root, text.profile.username) === text.errors.required, 'name required');
    typeInto(name, '王芳芳');
    clickButton(dialog, text.save);
    await dialogClosed(root);
    assertDeepEqual(lastBody('updateMyProfile'), { username: '王芳芳' }, 'the request');
    await waitFor(() => profile.textContent?.includes('王芳芳'), 'the new name shown');
    assert(toasts.includes(text.profile.nameSaved), 'told');
    assertEqual(sessionStore.get().username, '王芳芳', 'the header’s name (the session’s) follows');
  });

  it('changes the mobile with a code sent to the new one; a taken mobile is refused', async () => {
    const root = await myPage();
    clickButton(await sectionOf(root, text.profile.title), text.profile.changeMobile);
    const dialog = await dialogOf(root);
    const d = text.mobileDialog;
    clickButton(dialog, uiLabels.sendCode);
    await waitFor(() => fieldError(root, d.mobile) === text.errors.required, 'mobile first');
    assertEqual(fake.backend.callsTo('getVerificationCode').length, 0, 'no code for no mobile');

    typeInto(controlLabelled(root, d.mobile), TAKEN_MOBILE);
    clickButton(dialog, uiLabels.sendCode);
    await waitFor(() => buttonsNamed(dialog, uiLabels.resendIn(60)).length === 1, 'the countdown');
    assertDeepEqual(
      lastBody('getVerificationCode'),
      { mobile: TAKEN_MOBILE, scene: 'bindMobile' },
      'to the new mobile',
    );
    typeInto(controlLabelled(root, d.code), FAKE_SMS_CODE);
    typeInto(controlLabelled(root, d.password), 'Demo@123456');
    clickButton(dialog, text.save);
    await waitFor(() => toasts.includes('该手机号已被其他账号绑定'), 'refused');
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays open');

    typeInto(controlLabelled(root, d.mobile), '13900000033');
    clickButton(dialog, text.save);
    await dialogClosed(root);
    const sent = lastBody('changeMobile')!;
    assertEqual(sent.mobile, '13900000033', 'new mobile');
    assertEqual(sent.code, FAKE_SMS_CODE, 'code');
    assert(typeof sent.password === 'string' && sent.password !== 'Demo@123456', 'password encrypted');
    await waitFor(() => root.textContent?.includes('139****0033'), 'the new masked mobile');
  });

  it('changes the password: rules first, the old one encrypted, a refusal kept in the dialog', async () => {
    const root = await myPage({ wrongPassword: true });
    const dialog = await fillPasswordDialog(root, ['Demo@123456', 'short', 'other']);
    const p = text.passwordDialog;
    clickButton(dialog, text.save);
    await waitFor(() => fieldError(root, p.newPassword) === text.errors.passwordRule, 'rule');
    assertEqual(fieldError(root, p.confirmPassword), text.errors.passwordMismatch, 'mismatch');
    assertEqual(fake.backend.callsTo('changePassword').length, 0, 'nothing sent');

    typeInto(controlLabelled(root, p.newPassword), 'Fresh@654321');
    typeInto(controlLabelled(root, p.confirmPassword), 'Fresh@654321');
    clickButton(dialog, text.save);
    await waitFor(() => toasts.includes('原密码错误'), 'the server refused');
    const sent = lastBody('changePassword')!;
    assert(sent.oldPassword !== 'Demo@123456' && sent.newPassword !== 'Fresh@654321', 'both encrypted');
    assert(root.querySelector('[role="dialog"]'), 'stays open to retry');
  });

  it('tells the user to log in again after a password change', async () => {
    const root = await myPage();
    const dialog = await fillPasswordDialog(root, ['Demo@123456', 'Fresh@654321', 'Fresh@654321']);
    clickButton(dialog, text.save);
    await dialogClosed(root);
    assert(toasts.includes(text.passwordDialog.saved), 'log in again');
  });
});

describe('<yp-my-account> 企业信息, 余额, 押金, 我的企业, 联系我们', () => {
  it('shows the company with its invitation code (复制) and the level with its progress', async () => {
    const root = await myPage();
    const company = await sectionOf(root, text.company.title);
    await waitFor(() => company.textContent?.includes('K7MP3QXA'), 'invitation code');
    assert(company.textContent?.includes('上海乐橙食品有限公司'), 'name');
    const bar = await waitFor(() => company.querySelector('[role="progressbar"]'), 'level progress');
    // 180 points between 银牌 (100) and 金牌 (300): 40 %.
    assertEqual(bar.getAttribute('aria-valuenow'), '40', 'progress to 金牌');
    assert(company.textContent?.includes(text.company.toNext('金牌会员', 120)), 'points to go');
    const written: string[] = [];
    const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (value: string) => void written.push(value) },
    });
    try {
      clickButton(company, text.company.copy);
      await waitFor(() => toasts.includes(text.company.copied), 'copied');
      assertDeepEqual(written, ['K7MP3QXA'], 'the code copied');
    } finally {
      if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('shows the balances honestly labelled and leads 去对账 to the reconciliation page', async () => {
    const root = await myPage();
    const balance = await sectionOf(root, text.balance.title);
    await waitFor(() => balance.textContent?.includes('¥12,345.50'), '待付金额');
    assert(balance.textContent?.includes(text.balance.poolPoints), '积分余额');
    assert(balance.textContent?.includes('615'), 'pool points');
    clickButton(balance, text.balance.toSettle);
    assertDeepEqual(navigations, [{ path: PAGES.centerSettle.checkC1 }], 'asks the host to navigate');
  });

  it('shows the deposit per tray type with a 合计 row, and an empty state', async () => {
    const root = await myPage();
    await waitFor(() => bodyRows(root, text.deposit.caption).length === 2, 'two tray types');
    assertDeepEqual(
      cellTexts(bodyRows(root, text.deposit.caption)[0]!),
      ['川字塑料托盘', '620', '150.00', '93,000.00', '90,000.00', '3,000.00'],
      'a row',
    );
    assertDeepEqual(
      footerTexts(root, text.deposit.caption),
      [text.deposit.total, '', '', '100,200.00', '99,000.00', '3,000.00'],
      '合计',
    );
    document.body.replaceChildren();
    fake.backend.restore();
    start({ noDeposit: true });
    const empty = mountTag('yp-my-account', 'view="my"');
    await waitFor(() => empty.textContent?.includes(text.deposit.empty), 'empty state');
  });

  it('lists my companies and the customer-service contact', async () => {
    const root = await myPage();
    await waitFor(() => bodyRows(root, text.companies.caption).length === 2, 'two companies');
    assertDeepEqual(
      cellTexts(bodyRows(root, text.companies.caption)[1]!),
      ['广州白云物流有限公司', '托盘共享', text.companies.yes, text.companies.no],
      'the other company',
    );
    const contact = await sectionOf(root, text.contact.title);
    await waitFor(() => contact.querySelector('a[href="tel:400-820-8899"]'), 'a phone link');
  });
});

describe('<yp-my-account> 超期与闲置提醒', () => {
  const box = (section: HTMLElement, label: string) =>
    [...section.querySelectorAll('label')]
      .find((candidate) => candidate.textContent === label)
      ?.querySelector('input') ?? null;

  it('shows messages on and SMS off, and saves each switch for this account', async () => {
    const root = await myPage();
    const section = await sectionOf(root, text.alerts.title);
    const sms = await waitFor(() => box(section, text.alerts.sms), 'the SMS switch');
    assertEqual(box(section, text.alerts.message)?.checked, true, 'messages on by default');
    assertEqual(sms.checked, false, 'SMS off by default');
    sms.click();
    await waitFor(() => lastBody('saveSettings'), 'saved');
    assertDeepEqual(lastBody('saveSettings'), { message: true, sms: true }, 'both choices sent');
    await waitFor(() => box(section, text.alerts.sms)?.checked === true, 'SMS shown on after the save');
    await waitFor(() => toasts.includes(text.alerts.saved), 'a toast');
    box(section, text.alerts.message)?.click();
    await waitFor(() => lastBody('saveSettings')?.message === false, 'messages turned off');
    assertDeepEqual(lastBody('saveSettings'), { message: false, sms: true }, 'SMS kept');
  });
});

describe('<yp-my-account> 优惠券', () => {
  it('pages the coupons under status tabs and exports with the code', async () => {
    const root = await myPage();
    await waitFor(() => bodyRows(root, text.coupons.caption).length === 4, 'all coupons');
    tabNamed(root, '已使用')!.click();
    await waitFor(() => bodyRows(root, text.coupons.caption).length === 1, 'used only');
    assertEqual(lastBody('getCurrentUserCoupon')?.status, 'used', 'the filter sent');
    assert(
      cellTexts(bodyRows(root, text.coupons.caption)[0]!).join('').includes('JS20261010-000001'),
      'used for',
    );
    assertEqual(exportMenuButtons(await sectionOf(root, text.coupons.title)).length, 1, '导出 with the code');
  });

  it('offers no 导出 without the code', async () => {
    const root = await myPage({ permissions: [] });
    await waitFor(() => bodyRows(root, text.coupons.caption).length === 4, 'all coupons');
    assertEqual(exportMenuButtons(await sectionOf(root, text.coupons.title)).length, 0, 'no 导出');
  });
});
