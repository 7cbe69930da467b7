import { API } from '../../contract/api-paths';
import { PAGES } from '../../contract/pages';
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
  cellTexts,
  clickButton,
  confirmDialogOf,
  dataRows,
  mountTag,
} from '../test-support/shadow-dom';
import {
  BAD_ROWS,
  installFakeBulkImportBackend,
  type FakeBulkImportOptions,
} from './fake-bulk-import-backend';
import { bulkImportLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: FakeBulkImportOptions) => installFakeBulkImportBackend(options),
  'bulk-import-token',
);
const toasts = recordToasts();
const navigations = recordNavigations();
const opened = recordOpenedWindows();

async function importPage(kind = 'transfer', options?: FakeBulkImportOptions) {
  fake.start(options);
  const root = mountTag('yp-bulk-import', `kind="${kind}"`);
  await waitFor(() => root.querySelector('input[type="file"]'), 'the file picker');
  return root;
}

function chooseFile(root: ShadowRoot, name: string): void {
  const picker = root.querySelector<HTMLInputElement>(`input[type="file"][aria-label="${text.file.input}"]`);
  assert(picker, 'the file input');
  const files = new DataTransfer();
  files.items.add(new File(['出库仓库,调入企业,托盘类型,数量\r\n'], name, { type: 'text/csv' }));
  picker.files = files.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

const statusText = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="status"]')].map((node) => node.textContent).join(' ');

describe('<yp-bulk-import>', () => {
  it('previews a file: the counts and each refused row with its columns, nothing confirmed yet', async () => {
    const root = await importPage();
    chooseFile(root, 'bad-transfers.csv');
    await waitFor(() => dataRows(root).length === 4, 'the refused cells');
    assert(statusText(root).includes(text.preview.counts(1000, 997, 3)), 'the counts');
    assertDeepEqual(
      dataRows(root).map((row) => cellTexts(row as HTMLTableRowElement)),
      BAD_ROWS.flatMap((row) => row.errors.map((error) => [String(row.rowNo), error.field, error.message])),
      'row, column and reason',
    );
    assertEqual(fake.lastBody('preview')?.file, 'bad-transfers.csv', 'the file sent as multipart');
    assertEqual(fake.backend.callsTo('confirm').length, 0, 'nothing confirmed');
  });

  it('confirms after the dialog, shows the progress bar move to the end, then offers the result file', async () => {
    const root = await importPage('transfer', { failAtWrite: 2 });
    chooseFile(root, 'bad-transfers.csv');
    await buttonNamed(root, text.preview.confirm);
    clickButton(root, text.preview.confirm);
    const dialog = await confirmDialogOf(root);
    assert(dialog.textContent?.includes(text.preview.confirmMessage(997, 3)), 'says what is imported');
    clickButton(dialog, text.preview.confirm);
    const bar = await waitFor(() => root.querySelector('[role="progressbar"]'), 'the progress bar');
    assertEqual(bar.getAttribute('aria-label'), text.progress.bar, 'named');
    await waitFor(() => statusText(root).includes(text.progress.done(995, 2)), 'the end', 10_000);
    assertEqual(root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'), '100', 'full');
    clickButton(root, `${text.result.download} CSV`);
    await waitFor(() => opened.length === 1, 'the download');
    assert(opened[0]?.includes(`${API.bulkImport.result}?`), 'the result file');
    assert(
      opened[0]?.includes('batchId=batch-1') && opened[0]?.includes('format=csv'),
      'of the batch, as CSV',
    );
  });

  it('says when the file was imported before and does not let it be confirmed', async () => {
    const root = await importPage();
    chooseFile(root, 'imported-transfers.csv');
    const notice = await waitFor(() => root.querySelector('[role="alert"]'), 'the notice');
    assert(notice.textContent?.includes(text.preview.alreadyTitle), 'already imported');
    assert((await buttonNamed(root, text.preview.confirm)).disabled, 'confirm disabled');
    assert(statusText(root).includes(text.preview.counts(5, 5, 0)), 'the counts');
    assertEqual(toasts.length, 0, 'no toast');
  });

  it('downloads the kind’s template and goes back to the list it came from', async () => {
    const root = await importPage('waybill');
    assert(root.textContent?.includes(text.titles.waybill), 'the title');
    clickButton(root, `${text.template.download} Excel`);
    await waitFor(() => opened.length === 1, 'the template');
    assert(
      opened[0]?.includes(`${API.bulkImport.template}?`) && opened[0]?.includes('kind=waybill'),
      'of the kind',
    );
    clickButton(root, text.backToList.waybill);
    assertDeepEqual(navigations, [{ path: PAGES.transport.out }], 'back to 出库管理');
  });

  it('is usable from the keyboard: the picker, the confirm and the dialog are buttons in tab order', async () => {
    const root = await importPage();
    const choose = await buttonNamed(root, text.file.choose);
    assert(choose.tabIndex === 0, 'the file button is focusable');
    chooseFile(root, 'clean.csv');
    const confirm = await buttonNamed(root, text.preview.confirm);
    confirm.focus();
    assertEqual(root.activeElement, confirm, 'focused');
    assert(root.textContent?.includes(text.preview.allValid), 'no refused rows');
  });
});
