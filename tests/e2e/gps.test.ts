/**
 * Vehicle positioning (issue 4) in Debian chromium against the real server, fully offline: every request
 * that does not go to the local server is aborted, and the page still draws the province map, lists the
 * vehicles, draws a waybill's track and plays it back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeViolations, seriousViolations } from './support/axe';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';

// The demo seed gives the in-transit waybills their vehicle tracks (server/modules/vehicles/seed.ts).
const e2e = serverAndBrowser();

test('the gps page works offline: province map, vehicle list, a track and its playback', async () => {
  const page = await newPage(e2e.browser);
  const blocked: string[] = [];
  const local = new URL(e2e.server.baseUrl).host;
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === local || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    blocked.push(url.href);
    return route.abort();
  });
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  await page.goto(`${e2e.server.baseUrl}/yelopack/transport/gps`);

  const map = page.locator('yp-vehicle-map svg[data-testid="china-map"]');
  await map.waitFor();
  assert.equal(await map.locator('path[data-province]').count(), 34, 'every province drawn');
  assert.equal(await map.getAttribute('role'), 'img');

  const vehicles = page.locator('yp-vehicle-map aside li button');
  await vehicles.first().waitFor();
  const located = vehicles.filter({ hasNotText: '暂无定位' });
  assert.ok((await located.count()) > 0, 'a vehicle with a position');
  await located.first().click();

  const line = page.locator('yp-vehicle-map [data-testid="track-line"]');
  await line.waitFor();
  assert.ok(((await line.getAttribute('d')) ?? '').includes('L'), 'a polyline');
  const marker = page.locator('yp-vehicle-map [data-testid="vehicle-marker"]');
  await marker.waitFor();

  await page.locator('yp-vehicle-map input[type="range"]').press('Home');
  const time = page.locator('yp-vehicle-map [data-testid="playback-time"]');
  const startTime = await time.textContent();
  const atStart = await marker.getAttribute('transform');
  await page.locator('yp-vehicle-map').getByRole('button', { name: '16×' }).click();
  await page.locator('yp-vehicle-map').getByRole('button', { name: '播放' }).click();
  await page.waitForFunction(
    ([selector, before]) => {
      const host = document.querySelector('yp-vehicle-map');
      return host?.shadowRoot?.querySelector(selector)?.getAttribute('transform') !== before;
    },
    ['[data-testid="vehicle-marker"]', atStart] as const,
  );
  assert.notEqual(await time.textContent(), startTime, 'the shown time moves on');
  assert.deepEqual(blocked, [], 'nothing but the local server was asked');
});

test('the gps page and the sales customer pages have no serious accessibility violations', async () => {
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  for (const [path, ready] of [
    ['/yelopack/transport/gps', 'yp-vehicle-map aside li button'],
    ['/yelopack/customer/sale', 'yp-sale-customers tbody tr[data-row]'],
  ] as const) {
    await page.goto(`${e2e.server.baseUrl}${path}`);
    await page.locator(ready).first().waitFor();
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], `${path}: ${describeViolations(violations)}`);
  }
  await page.context().close();
});
