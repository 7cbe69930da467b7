import { API } from '../../contract/api-paths';
import { uiLabels } from '../../ui';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordOpenedWindows, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import {
  buttonNamed,
  buttonsNamed,
  controlLabelled,
  fieldError,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import {
  FILLED_INFO,
  installFakeMembershipBackend,
  REMITTED_FEN,
  SIGNING_CODE,
} from './fake-membership-backend';
import { membershipLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: Parameters<typeof installFakeMembershipBackend>[0]) => installFakeMembershipBackend(options),
  'membership-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();
const opened = recordOpenedWindows();

/** The step the stepper marks as the company's own. */
const currentStep = (root: ShadowRoot) => root.querySelector('[aria-current="step"]')?.textContent ?? '';

async function page(options?: Parameters<typeof installFakeMembershipBackend>[0]) {
  start(options);
  return mount();
}

/** Mounts the tag anew, as a reload of the page does (the fake backend keeps what was stored). */
async function mount() {
  document.body.replaceChildren();
  const root = mountTag('yp-membership', 'view="vip"');
  await waitFor(
    () =>
      currentStep(root) ||
      root.querySelector('[role="status"]')?.textContent?.includes(text.certified.summary),
    'the stepper',
  );
  return root;
}

const input = (root: ShadowRoot, label: string) => {
  const control = controlLabelled(root, label);
  assert(control, `a field labelled ${label}`);
  return control;
};

/** The hint under a field (its description that is not the error). */
const fieldHint = (root: ShadowRoot, label: string) =>
  (input(root, label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => root.getElementById(id))
    .find((node) => node && node.getAttribute('role') !== 'alert')?.textContent;

/** Chooses a file in the upload of this field, as a user does through the file dialog. */
function chooseFile(root: ShadowRoot, label: string, name: string) {
  const picker = [...root.querySelectorAll<HTMLInputElement>('input[type="file"]')].find(
    (candidate) => candidate.getAttribute('aria-label') === label,
  );
  assert(picker, `a file input for ${label}`);
  const files = new DataTransfer();
  files.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' }));
  picker.files = files.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<yp-membership> 企业信息', () => {
  it('marks missing and malformed fields, submits, and a reload resumes at 资质上传', async () => {
    const root = await page();
    assertEqual(currentStep(root), text.steps.companyInfo, 'starts at step 1');
    await waitFor(
      () => input(root, text.field.companyName).value === FILLED_INFO.companyName,
      'registered name',
    );
    typeInto(input(root, text.field.companyName), '');
    typeInto(input(root, text.field.creditCode), '91350100M000100Y44');
    (await buttonNamed(root, text.submit)).click();
    await waitFor(() => fieldError(root, text.field.companyName) === text.errors.required, 'name required');
    assertEqual(fieldError(root, text.field.creditCode), text.errors.creditCode, 'check character verified');
    assertEqual(fake.backend.callsTo('submitBasicCompanyInfo').length, 0, 'nothing sent');

    for (const [name, value] of Object.entries(FILLED_INFO))
      typeInto(input(root, text.field[name as keyof typeof FILLED_INFO]), value);
    (await buttonNamed(root, text.submit)).click();
    await waitFor(() => currentStep(root) === text.steps.credentials, 'moved to 资质上传');
    assertDeepEqual(lastBody('submitBasicCompanyInfo'), { ...FILLED_INFO }, 'the request');

    const reloaded = await mount();
    assertEqual(currentStep(reloaded), text.steps.credentials, 'a reload resumes at the same step');
  });

  it('marks a field the server refuses (2003)', async () => {
    const root = await page({ refuseInfoFields: [{ field: 'bankAccountNo', message: '银行账号不存在' }] });
    await waitFor(() => input(root, text.field.companyName).value !== '', 'loaded');
    for (const [name, value] of Object.entries(FILLED_INFO))
      typeInto(input(root, text.field[name as keyof typeof FILLED_INFO]), value);
    (await buttonNamed(root, text.submit)).click();
    await waitFor(() => fieldError(root, text.field.bankAccountNo) === '银行账号不存在', 'server message');
    assertEqual(currentStep(root), text.steps.companyInfo, 'still on 企业信息');
  });
});

describe('<yp-membership> 资质上传', () => {
  it('uploads both images with previews, prefills from 识别 marked for checking, and sends the credentials', async () => {
    const root = await page({ state: 'credentials' });
    (await buttonNamed(root, text.submitCredentials)).click();
    await waitFor(() => fieldError(root, text.field.license) === text.errors.upload, 'license required');

    chooseFile(root, text.field.license, 'license.png');
    chooseFile(root, text.field.idCard, 'id-card.png');
    await waitFor(() => root.querySelectorAll('img').length === 2, 'two previews');
    assert(root.querySelector(`img[alt="${text.previewOf(text.field.idCard)}"]`), 'the ID card preview');

    (await buttonNamed(root, `${text.recognize}${text.field.idCard}`)).click();
    await waitFor(
      () => input(root, text.field.legalPersonIdNumber).value === '11010519491231002X',
      'prefilled',
    );
    assertEqual(input(root, text.field.legalPersonName).value, '周杰', 'name prefilled');
    assertEqual(lastBody('ocrIdCard')?.fileId, 'file-2', 'OCR of the uploaded ID card');
    assert(root.textContent?.includes(text.recognized), '识别结果，请核对');
    assertEqual(fake.backend.callsTo('ocrIdCard')[0]?.path, API.common.ocrIdCard, 'the OCR path');

    typeInto(input(root, text.field.legalPersonName), '周 杰');
    await waitFor(() => root.querySelectorAll('[role="alert"]').length === 0, 'no error');
    (await buttonNamed(root, text.submitCredentials)).click();
    await waitFor(() => currentStep(root) === text.steps.remittance, 'moved to 打款验证');
    assertDeepEqual(
      lastBody('submitAuthInfo'),
      {
        licenseFileId: 'file-1',
        idCardFileId: 'file-2',
        legalPersonName: '周 杰',
        legalPersonIdNumber: '11010519491231002X',
      },
      'the request',
    );
  });
});

describe('<yp-membership> 打款验证', () => {
  it('counts a wrong amount down, then accepts the right one in fen', async () => {
    const root = await page({ state: 'remittance' });
    await waitFor(() => root.textContent?.includes('**** 0123'), 'the masked account');
    assertEqual(fieldHint(root, text.field.amount), text.remit.triesLeft(3), 'three tries');
    typeInto(input(root, text.field.amount), '0.5');
    (await buttonNamed(root, text.remit.verify)).click();
    // The hint under the field, read again from the server (the toast says it too, before the form is free).
    await waitFor(() => fieldHint(root, text.field.amount) === text.remit.triesLeft(2), 'two tries left');
    assert(toasts.includes('金额不正确，还可尝试 2 次'), 'the refusal toasted');
    assertEqual(lastBody('verifyPayAuthAmount')?.amount, 50, 'sent in fen');

    typeInto(input(root, text.field.amount), `0.${REMITTED_FEN}`);
    (await buttonNamed(root, text.remit.verify)).click();
    await waitFor(() => currentStep(root) === text.steps.signing, 'moved to 签约');
  });

  it('shows the lock with its end after the third wrong answer, and the ways on', async () => {
    const root = await page({ state: 'remittance', tries: 2 });
    await waitFor(() => controlLabelled(root, text.field.amount), 'the amount');
    typeInto(input(root, text.field.amount), '0.01');
    (await buttonNamed(root, text.remit.verify)).click();
    await waitFor(() => root.textContent?.includes(text.remit.locked), 'locked');
    assert(root.textContent?.includes(text.remit.unlockAt('2026-11-21 10:30:00')), 'unlock time in Shanghai');
    assertEqual(currentStep(root), text.steps.remittance, 'still on 打款验证');
    (await buttonNamed(root, text.remit.resubmit)).click();
    await buttonNamed(root, text.submitCredentials);
  });
});

describe('<yp-membership> 签约', () => {
  it('shows the agreement and signer, downloads the 授权委托书, counts down the code and signs', async () => {
    const root = await page({ state: 'signing' });
    await waitFor(() => root.textContent?.includes('《共享托盘使用协议》'), 'the agreement name');
    assert(root.textContent?.includes('1101**********002X'), 'the signer, masked');
    assert(root.textContent?.includes('139****5678'), 'the phone, masked');

    (await buttonNamed(root, text.signing.download)).click();
    await waitFor(() => opened.length === 1, 'the PDF opened');
    assert(opened[0]?.includes(API.customerCompany.downloadAuthorizationFile), 'the authorization file');

    (await buttonNamed(root, uiLabels.sendCode)).click();
    await waitFor(() => buttonsNamed(root, uiLabels.resendIn(60)).length === 1, '60 s countdown');
    assert(buttonsNamed(root, uiLabels.resendIn(60))[0]?.disabled, 'no second code meanwhile');

    typeInto(input(root, text.field.code), SIGNING_CODE);
    (await buttonNamed(root, text.signing.sign)).click();
    await waitFor(() => root.textContent?.includes(text.certified.summary), 'certified');
    assertEqual(currentStep(root), text.steps.certified, 'the last step reached');
    await waitFor(() => root.textContent?.includes(FILLED_INFO.creditCode), 'the summary');
  });
});

describe('<yp-membership> 已认证 and permissions', () => {
  it('shows the certified summary with the ID masked', async () => {
    const root = await page({ state: 'certified' });
    await waitFor(() => root.textContent?.includes('1101**********002X'), 'the legal person masked');
    assert(root.textContent?.includes('2026-11-21 11:00:00'), 'certified at, Shanghai time');
    assert(!root.textContent?.includes('11010519491231002X'), 'never the full ID');
  });

  it('offers no submit without center-account-vip-submit', async () => {
    const root = await page({ permissions: [] });
    await waitFor(() => root.textContent?.includes(text.noSubmitCode), 'the note');
    assertEqual(buttonsNamed(root, text.submit).length, 0, 'no 提交');
  });
});
