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
  buttonsNamed,
  choose,
  chooseExport,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dataRows,
  dialogOf,
  fieldError,
  mountTag,
  rowWith,
  typeInto,
} from '../test-support/shadow-dom';
import { installFakeWebhooksBackend, NEW_SECRET, type FakeWebhooksOptions } from './fake-webhooks-backend';
import { attemptLabels, deliveryLabels, endpointLabels as text, formLabels, secretLabels } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: FakeWebhooksOptions) => installFakeWebhooksBackend(options),
  'webhooks-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();
const navigations = recordNavigations();
const opened = recordOpenedWindows();
const ERP = 'https://erp.lecheng.example.com/yelopack/webhooks';

async function endpointsPage(options?: FakeWebhooksOptions) {
  start(options);
  const root = mountTag('yp-webhooks', 'view="list"');
  await waitFor(() => dataRows(root).length > 0 || root.textContent?.includes(text.empty), 'the endpoints');
  return root;
}

/** Stubs the clipboard for `run`, answering what was written. */
async function withClipboard(run: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const real = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (value: string) => void written.push(value) },
  });
  try {
    await run();
  } finally {
    if (real) Object.defineProperty(navigator, 'clipboard', real);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  }
  return written;
}

describe('<yp-webhooks view="list">', () => {
  it('adds an endpoint: the server’s URL rule marks the field, then the secret is shown once with a copy button', async () => {
    const root = await endpointsPage({ empty: true });
    clickButton(root, text.add);
    const form = await dialogOf(root);
    typeInto(
      controlLabelled(form as unknown as ShadowRoot, formLabels.field.url),
      'http://erp.example.com/hook',
    );
    [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .find((box) => box.parentElement?.textContent?.includes('调拨已签收'))
      ?.click();
    clickButton(form, formLabels.save);
    await waitFor(
      () => fieldError(root, formLabels.field.url).includes('https://'),
      'url refused by the server',
    );

    typeInto(controlLabelled(root, formLabels.field.url), ERP);
    clickButton(form, formLabels.save);
    const secret = await waitFor(
      () =>
        [...root.querySelectorAll('[role="dialog"]')].find((d) =>
          d.textContent?.includes(secretLabels.warning),
        ),
      'the secret dialog',
    );
    assert(secret.textContent?.includes(NEW_SECRET), 'shows the secret');
    assertDeepEqual(
      lastBody('createEndpoint'),
      {
        url: ERP,
        description: '',
        eventTypes: ['transfer.signed'],
        enabled: true,
        requestId: lastBody('createEndpoint')?.requestId,
      },
      'the request',
    );
    const copied = await withClipboard(async () => {
      clickButton(secret, secretLabels.copy);
      await waitFor(() => toasts.includes(secretLabels.copied), 'copied');
    });
    assertDeepEqual(copied, [NEW_SECRET], 'the secret copied');
    clickButton(secret, secretLabels.done);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'closed');
    const row = await waitFor(() => rowWith(root, ERP), 'the new endpoint');
    assert(row.textContent?.includes(`****${NEW_SECRET.slice(-4)}`), 'only the hint in the list');
    assert(!root.textContent?.includes(NEW_SECRET), 'the secret is not shown again');
  });

  it('deletes only after confirmation', async () => {
    const root = await endpointsPage();
    clickButton(root, `${text.remove} ${ERP}`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes(ERP), 'names the endpoint');
    clickButton(confirm, '取消');
    await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'declined');
    assertEqual(fake.backend.callsTo('deleteEndpoint').length, 0, 'nothing deleted');
    clickButton(root, `${text.remove} ${ERP}`);
    clickButton(await confirmDialogOf(root), text.remove);
    await waitFor(() => !rowWith(root, ERP), 'gone');
  });

  it('rotates the secret after confirmation and shows the new one; pings; opens the deliveries', async () => {
    const root = await endpointsPage();
    clickButton(root, `${text.rotate} ${ERP}`);
    clickButton(await confirmDialogOf(root), text.rotate);
    const secret = await dialogOf(root);
    await waitFor(() => secret.textContent?.includes(NEW_SECRET), 'the new secret');
    clickButton(secret, secretLabels.done);

    clickButton(root, `${text.ping} ${ERP}`);
    await waitFor(() => toasts.includes(text.pinged('成功')), 'the ping’s result');
    assertDeepEqual(lastBody('sendPing'), { id: 'ep-erp' }, 'pinged');

    clickButton(root, `${text.deliveries} ${ERP}`);
    assertDeepEqual(
      navigations,
      [{ path: PAGES.centerWebhook.deliveries, query: { endpointId: 'ep-erp' } }],
      'navigates',
    );
  });
});

describe('<yp-webhooks view="deliveries">', () => {
  it('shows a retrying delivery’s next retry under its state, in Shanghai time', async () => {
    start();
    const root = mountTag('yp-webhooks', 'view="deliveries"');
    const row = await waitFor(() => rowWith(root, 'ECONNREFUSED'), 'the retrying delivery');
    await waitFor(() => row.textContent?.includes('下次重试：2026-11-24 11:04:00'), 'its next retry');
  });

  it('lists one endpoint’s deliveries, filters by state, shows the attempts and replays after confirmation', async () => {
    start();
    const root = mountTag('yp-webhooks', 'view="deliveries" endpoint-id="ep-erp"');
    await waitFor(() => dataRows(root).length === 2, 'the ERP endpoint’s two deliveries');
    assertEqual(lastBody('deliveryList')?.endpointId, 'ep-erp', 'filtered by the endpoint');

    await choose(root, deliveryLabels.state, '失败');
    clickButton(root, '查询');
    await waitFor(() => dataRows(root).length === 1, 'the failed one');
    assertEqual(lastBody('deliveryList')?.state, 'failed', 'state filter sent');

    await chooseExport(root, '导出 Excel');
    const download = new URL(await waitFor(() => opened.at(-1), 'the export opened'));
    assertEqual(download.pathname, '/api/api/webhook/deliveryListExport', 'the list’s export twin');
    assertEqual(download.searchParams.get('format'), 'xlsx', 'Excel');
    assertEqual(download.searchParams.get('endpointId'), 'ep-erp', 'the endpoint goes along');
    assertEqual(download.searchParams.get('state'), 'failed', 'the applied state goes along');

    clickButton(root, `${deliveryLabels.view} dl-bill`);
    const details = await dialogOf(root);
    await waitFor(() => details.textContent?.includes('Service Unavailable'), 'the attempt’s answer');
    assert(details.textContent?.includes('dl-bill'), 'the delivery id');
    clickButton(details, attemptLabels.close);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'closed');

    clickButton(root, `${deliveryLabels.replay} dl-bill`);
    clickButton(await confirmDialogOf(root), deliveryLabels.replay);
    await waitFor(() => toasts.includes(deliveryLabels.replayed('成功')), 'replayed');
    assertDeepEqual(lastBody('replayDelivery'), { id: 'dl-bill' }, 'the same delivery');
    await waitFor(
      () => buttonsNamed(root, `${deliveryLabels.replay} dl-bill`).length === 0,
      'no longer failed: off the filtered list (the list was read again)',
    );
  });
});
