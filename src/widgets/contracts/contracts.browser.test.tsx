import { API } from '../../contract/api-paths';
import { CONTRACT_CODES } from '../../contract/contracts';
import { PAGES } from '../../contract/pages';
import { currentToken } from '../../core';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { describe, it } from '../../ui/test-support/browser-test';
import {
  fakeBackendPerTest,
  recordNavigations,
  recordOpenedWindows,
  recordToasts,
} from '../test-support/browser-session';
import {
  buttonNamed,
  buttonsNamed,
  choose,
  clickButton,
  controlLabelled,
  dataRows,
  dialogOf,
  fieldError,
  mountTag,
  rowWith,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import {
  ALL_CONTRACT_CODES,
  installFakeContractsBackend,
  SIGNING_CODE,
  type FakeContractsOptions,
} from './fake-contracts-backend';
import { caNoticeLabels, detailLabels, listLabels as text, signLabels, verifyLabels } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: FakeContractsOptions) => installFakeContractsBackend(options),
  'contracts-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();
const navigations = recordNavigations();
const opened = recordOpenedWindows();

const without = (...codes: string[]) => ALL_CONTRACT_CODES.filter((code) => !codes.includes(code));

async function listPage(options?: FakeContractsOptions, attributes = 'view="list"') {
  start(options);
  const root = mountTag('yp-contract-signing', attributes);
  await waitFor(() => dataRows(root).length > 0, 'the contracts');
  return root;
}

describe('<yp-contract-signing view="list">', () => {
  it('lists the standard contracts with their state, filters by state and keyword, opens a detail', async () => {
    const root = await listPage();
    assertEqual(dataRows(root).length, 3, 'three standard contracts');
    assert(rowWith(root, 'HT20261124001')?.textContent?.includes('待签署'), 'the pending one');
    assertEqual(lastBody('searchOnlineSigningContract')?.kind, 'standard', 'the standard tab first');

    typeInto(controlLabelled(root, text.keyword), 'HT20261001003');
    clickButton(root, '查询');
    await waitFor(() => dataRows(root).length === 1 && rowWith(root, '已过期'), 'the expired one');

    clickButton(root, `${text.view} HT20261001003`);
    assertDeepEqual(
      navigations.at(-1),
      { path: PAGES.centerContract.detail, query: { id: 'c-expired' } },
      'the detail page',
    );

    clickButton(root, '重置');
    await waitFor(() => dataRows(root).length === 3, 'all three again');
    await choose(root, text.state, '已签署');
    clickButton(root, '查询');
    await waitFor(() => dataRows(root).length === 1, 'only the signed one');
    assert(rowWith(root, 'HT20261101002'), 'the signed contract');
    assertDeepEqual(
      lastBody('searchOnlineSigningContract'),
      { pageNum: 1, pageSize: 10, kind: 'standard', state: 'signed' },
      'the request',
    );
  });

  it('switches to the C1 tab, with its C1客户 column', async () => {
    const root = await listPage();
    tabNamed(root, 'C1合同')!.click();
    await waitFor(() => rowWith(root, 'HT20261120004'), 'the c1 contract');
    assert(rowWith(root, 'HT20261120004')?.textContent?.includes('宁波港湾冷链有限公司'), 'the C1 client');
    assert(root.textContent?.includes('C1客户'), 'the column');
    assertEqual(lastBody('searchOnlineSigningContract')?.kind, 'c1', 'asked for c1');
  });

  it('shows only the tabs the session may view, and starts on the kind attribute', async () => {
    const root = await listPage({ permissions: without(CONTRACT_CODES.standard.view) });
    assert(!tabNamed(root, '标准合同'), 'no standard tab');
    assert(tabNamed(root, 'C1合同'), 'the c1 tab');
    assert(rowWith(root, 'HT20261120004'), 'the c1 list instead');

    const both = await listPage(undefined, 'view="list" kind="c1"');
    assertEqual(tabNamed(both, 'C1合同')?.getAttribute('aria-selected'), 'true', 'c1 first');
  });

  it('offers 签署 and 下载合同 only with their codes', async () => {
    const root = await listPage();
    assert(buttonsNamed(root, `${text.sign} HT20261124001`).length === 1, '签署 on the pending one');
    assert(buttonsNamed(root, `${text.download} HT20261101002`).length === 1, '下载 on the signed one');
    clickButton(root, `${text.download} HT20261101002`);
    await waitFor(() => opened.length === 1, 'the download');
    assert(opened[0]?.includes('/contract/download?contractId=c-signed'), opened[0] ?? '');

    const reduced = await listPage({
      permissions: without(CONTRACT_CODES.standard.download, CONTRACT_CODES.standard.sign),
    });
    assertEqual(buttonsNamed(reduced, `${text.download} HT20261101002`).length, 0, 'no 下载合同');
    assertEqual(buttonsNamed(reduced, `${text.sign} HT20261124001`).length, 0, 'no 签署');
  });

  it('shows the empty state', async () => {
    start({ empty: true });
    const root = mountTag('yp-contract-signing', 'view="list"');
    await waitFor(() => root.textContent?.includes(text.empty), 'empty');
  });

  it('verifies an uploaded file: one signed by the platform, one changed', async () => {
    const root = await listPage();
    const choosePdf = (name: string) => {
      const picker = root.querySelector<HTMLInputElement>(
        `input[type="file"][aria-label="${verifyLabels.file}"]`,
      );
      assert(picker, 'the file input');
      const files = new DataTransfer();
      files.items.add(
        new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' }),
      );
      picker.files = files.files;
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choosePdf('HT20261101002.pdf');
    await waitFor(() => root.textContent?.includes(verifyLabels.genuine), 'genuine');
    assert(root.textContent?.includes('合同编号 HT20261101002'), 'names the contract');
    assertEqual(lastBody('verifySignedFile')?.file, 'HT20261101002.pdf', 'sent as multipart file');

    choosePdf('HT20261101002-edited.pdf');
    await waitFor(() => root.textContent?.includes(verifyLabels.notGenuine), 'not genuine');
  });
});

async function detailPage(contractId: string, options?: FakeContractsOptions) {
  start(options);
  const root = mountTag('yp-contract-signing', `view="detail" contract-id="${contractId}"`);
  await waitFor(() => root.textContent?.includes(detailLabels.contractNo), 'the contract');
  return root;
}

const signDialog = async (root: ShadowRoot) => {
  (await buttonNamed(root, detailLabels.sign)).click();
  return dialogOf(root);
};

const agree = (dialog: HTMLElement) => {
  const box = dialog.querySelector<HTMLInputElement>('input[type="checkbox"]');
  assert(box, 'the agreement box');
  box.click();
};

describe('<yp-contract-signing view="detail">', () => {
  it('shows the document as page images with their page numbers', async () => {
    const root = await detailPage('c-pending');
    const images = await waitFor(() => {
      const found = [...root.querySelectorAll('img')];
      return found.length === 3 ? found : null;
    }, 'three pages');
    assertDeepEqual(
      images.map((image) => image.alt),
      ['第1页', '第2页', '第3页'],
      'alt texts',
    );
    assert(
      images.every((image) => image.loading === 'lazy'),
      'lazy',
    );
    assert(root.textContent?.includes('第 3 / 3 页'), 'the counter');
    assert(root.textContent?.includes('《共享托盘使用协议》'), 'the protocol');
  });

  it('fetches the server’s page paths from the API base with the session’s token (an <img> sends no header)', async () => {
    const root = await detailPage('c-pending', { serverPageUrls: true });
    const first = await waitFor(() => root.querySelector('img'), 'a page');
    const src = new URL(first.src);
    assertEqual(
      src.origin + src.pathname,
      `${location.origin}${API.contract.attachmentPage}`,
      'the API path',
    );
    assertEqual(src.searchParams.get('page'), '1', 'the page');
    assertEqual(src.searchParams.get('token'), currentToken(), 'the token');
  });

  it('signs: agreement required, code sent, a wrong code refused, the right one signs once', async () => {
    const root = await detailPage('c-pending');
    const signed: unknown[] = [];
    root.host.addEventListener('yp-contract-signed', (event) => signed.push((event as CustomEvent).detail));
    const dialog = await signDialog(root);
    await waitFor(() => dialog.textContent?.includes('138****0418'), 'where the code goes');

    clickButton(dialog, '获取验证码');
    await waitFor(() => dialog.textContent?.includes(signLabels.agreeRequired), 'agreement required');
    assertEqual(fake.backend.callsTo('getSignVerificationCode').length, 0, 'no code before agreeing');

    agree(dialog);
    clickButton(dialog, '获取验证码');
    await waitFor(() => fake.backend.callsTo('getSignVerificationCode').length === 1, 'code sent');
    await waitFor(() => toasts.includes(signLabels.codeSent('138****0418')), 'sent toast');

    typeInto(controlLabelled(dialog, signLabels.code), '111111');
    clickButton(dialog, signLabels.confirm);
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent === '验证码错误', 'form error');

    typeInto(controlLabelled(dialog, signLabels.code), SIGNING_CODE);
    clickButton(dialog, signLabels.confirm);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    assertDeepEqual(
      lastBody('confirmSigning'),
      { contractId: 'c-pending', code: SIGNING_CODE, agreed: true },
      'request',
    );
    await waitFor(() => root.textContent?.includes(detailLabels.signers), 'the signers');
    assert(root.textContent?.includes('已签署'), '已签署');
    assert(root.textContent?.includes('平台电子签章（自动）'), 'the platform countersigned');
    assert(toasts.includes(signLabels.signed), 'success toast');
    assertDeepEqual(signed, [{ contractId: 'c-pending' }], 'yp-contract-signed once');
    const download = await buttonNamed(root, detailLabels.download);
    await waitFor(() => root.activeElement === download, 'focus on 下载合同');
  });

  it('shows a lockout as the form error', async () => {
    const root = await detailPage('c-pending', { wrongTries: 5 });
    const dialog = await signDialog(root);
    agree(dialog);
    clickButton(dialog, '获取验证码');
    await waitFor(
      () => dialog.querySelector('[role="alert"]')?.textContent === '签署已锁定，请15分钟后再试',
      'no code while locked',
    );
    typeInto(controlLabelled(dialog, signLabels.code), SIGNING_CODE);
    clickButton(dialog, signLabels.confirm);
    await waitFor(
      () => dialog.querySelector('[role="alert"]')?.textContent === '签署已锁定，请15分钟后再试',
      'locked',
    );
  });

  it('marks the code field on a 2003 answer', async () => {
    const root = await detailPage('c-pending', { refuseCodeField: '验证码已失效，请重新获取' });
    const dialog = await signDialog(root);
    agree(dialog);
    typeInto(controlLabelled(dialog, signLabels.code), '246802');
    clickButton(dialog, signLabels.confirm);
    await waitFor(() => fieldError(root, signLabels.code) === '验证码已失效，请重新获取', 'field marked');
  });

  it('hides 签署 without the sign code and the pages without viewAttachment', async () => {
    const root = await detailPage('c-pending', {
      permissions: without(CONTRACT_CODES.standard.sign, CONTRACT_CODES.standard.viewAttachment),
    });
    await waitFor(() => root.textContent?.includes(detailLabels.noPages), 'no pages');
    assertEqual(buttonsNamed(root, detailLabels.sign).length, 0, 'no 签署');
    assertEqual(fake.backend.callsTo('getContractAttachmentImg').length, 0, 'pages not asked');
  });

  it('shows the signed record with hashes and both downloads', async () => {
    const root = await detailPage('c-signed');
    await waitFor(() => root.textContent?.includes('demo_c***'), 'the signer account');
    assert(
      buttonsNamed(root, detailLabels.copyOf(`${detailLabels.hashes} ${detailLabels.signedFileHash}`)).length,
      'copy',
    );
    (await buttonNamed(root, detailLabels.downloadAttachment)).click();
    await waitFor(
      () => opened.some((url) => url.includes('/contract/downloadAttachment?contractId=c-signed')),
      'download',
    );
  });
});

describe('<yp-contract-signing> CA certificate notice', () => {
  it('shows once and tells the server when acknowledged', async () => {
    const root = await listPage({ caNotice: true });
    const dialog = await dialogOf(root);
    assert(dialog.textContent?.includes(caNoticeLabels.title), 'the notice');
    clickButton(dialog, caNoticeLabels.ok);
    await waitFor(() => fake.backend.callsTo('caCertificateNoticeAlreadyShow').length === 1, 'acknowledged');
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'closed');

    document.body.replaceChildren();
    const again = mountTag('yp-contract-signing', 'view="list"');
    await waitFor(() => dataRows(again).length > 0, 'the list again');
    await waitFor(() => fake.backend.callsTo('getCACertificateNoticeShowStatus').length >= 2, 'asked again');
    assert(!again.querySelector('[role="dialog"]'), 'not shown again');
  });
});
