import {
  buttonsNamed,
  choose,
  chooseExport,
  controlLabelled,
  exportMenuButtons,
  fieldError,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordOpenedWindows } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { installFakeMovesBackend } from './fake-moves-backend';
import { codeLabels, common, validationLabels } from './labels';
import { PALLET_CODES } from './moves.fixtures';
import './pallet-codes';

const fake = fakeBackendPerTest(
  (permissions?: readonly string[]) => installFakeMovesBackend({ permissions }),
  'codes-token',
);
const { start, lastBody } = fake;

const opened = recordOpenedWindows();

const traceButtons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('tbody td button')];
const lastQuery = () => lastBody('searchCodeList');

describe('<yp-pallet-codes>', () => {
  it('pages the codes and filters by warehouse and status', async () => {
    start();
    const root = mountTag('yp-pallet-codes');
    await waitFor(() => traceButtons(root).length === 10, 'a first page of codes');
    root.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')?.click();
    await waitFor(() => lastQuery()?.pageNum === 2, 'page 2');
    await choose(root, common.warehouse, '苏州工业园区仓');
    await choose(root, common.status, '在库');
    buttonsNamed(root, '查询')[0]!.click();
    await waitFor(() => lastQuery()?.status === 'inStock', 'filtered query');
    assertDeepEqual(
      lastQuery(),
      { pageNum: 1, pageSize: 10, warehouseId: 'wh-suzhou', status: 'inStock' },
      'query',
    );
    const expected = PALLET_CODES.filter(
      (code) => code.warehouseId === 'wh-suzhou' && code.status === 'inStock',
    ).length;
    await waitFor(() => traceButtons(root).length === expected, 'the matching codes');
  });

  it('refuses a malformed traceability id and searches a valid one, dashes and capitals allowed', async () => {
    start();
    const root = mountTag('yp-pallet-codes');
    await waitFor(() => traceButtons(root).length === 10, 'codes');
    const input = controlLabelled(root, codeLabels.traceId)!;
    typeInto(input, '3f2b8c1e9a7d4e6b8c2d1f0a9b8e7d6');
    buttonsNamed(root, '查询')[0]!.click();
    await waitFor(() => fieldError(root, codeLabels.traceId) === validationLabels.traceId, 'the error');
    assertEqual(fake.backend.callsTo('searchCodeList').length, 1, 'no search with a bad id');

    typeInto(input, '3F2B8C1E-9A7D-4E6B-8C2D-1F0A9B8E7D6C');
    buttonsNamed(root, '查询')[0]!.click();
    await waitFor(() => traceButtons(root).length === 1, 'the one code');
    assertEqual(lastQuery()?.traceId, '3f2b8c1e9a7d4e6b8c2d1f0a9b8e7d6c', 'sent normalised');
    assertEqual(fieldError(root, codeLabels.traceId), '', 'the error is gone');
  });

  it('opens a code in a dialog from getCodeDetail', async () => {
    start();
    const root = mountTag('yp-pallet-codes');
    await waitFor(() => traceButtons(root).length === 10, 'codes');
    traceButtons(root)[2]!.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
    await waitFor(() => dialog.textContent?.includes(PALLET_CODES[2]!.traceId), 'the code shown');
    assertDeepEqual(
      fake.backend.callsTo('getCodeDetail')[0]?.body,
      { traceId: PALLET_CODES[2]!.traceId },
      'detail asked',
    );
    assert(dialog.textContent?.includes('在途'), 'its status');
  });

  it('exports with the filters only with yelopack-stock-code-export', async () => {
    start([]);
    const root = mountTag('yp-pallet-codes');
    await waitFor(() => traceButtons(root).length === 10, 'codes');
    await waitFor(() => fake.backend.callsTo('loadMenuAndPermission').length === 1, 'permissions loaded');
    assertEqual(exportMenuButtons(root).length, 0, 'no export without the code');

    document.body.replaceChildren();
    fake.backend.restore();
    start();
    const allowed = mountTag('yp-pallet-codes');
    await chooseExport(allowed, '导出 CSV');
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/api/code/searchCodeListExport', 'export path');
    assertEqual(url.searchParams.get('format'), 'csv', 'format');
  });
});
