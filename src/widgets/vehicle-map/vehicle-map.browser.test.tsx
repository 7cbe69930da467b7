import { buttonsNamed, mountTag, typeInto } from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { cleanUpAfterEach, signInFresh } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { mapLabels } from '../../ui/map';
import { installFakeVehicleBackend, type FakeVehicleBackend } from './fake-vehicle-backend';
import { vehicleMapLabels as text } from './labels';
import './index';

let backend: FakeVehicleBackend;
cleanUpAfterEach(() => backend);

function start(delayMs = 0) {
  backend = installFakeVehicleBackend({ delayMs });
  signInFresh('vehicle-map-token');
}

const vehicleButtons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('aside li button')];
const mapOf = (root: ShadowRoot) => root.querySelector<SVGSVGElement>('svg[data-testid="china-map"]');
const markerTransform = (root: ShadowRoot) =>
  root.querySelector('[data-testid="vehicle-marker"]')?.getAttribute('transform') ?? '';

describe('<yp-vehicle-map>', () => {
  it('draws the provinces, lists the vehicles of both providers and shows loading first', async () => {
    start(50);
    const root = mountTag('yp-vehicle-map');
    await waitFor(() => root.querySelector('[role="status"]'), 'loading state');
    const map = await waitFor(() => mapOf(root), 'the map');
    assertEqual(map.querySelectorAll('path[data-province]').length, 34, 'every province');
    assert(map.querySelector('path[data-province="上海市"]'), 'Shanghai by its full name');
    assertEqual(map.querySelector('title')?.textContent, text.mapTitle, 'the svg has a title');
    await waitFor(() => vehicleButtons(root).length === 3, 'three vehicles');
    const first = vehicleButtons(root)[0]!;
    assert(first.textContent?.includes('沪A6D218'), 'plate shown');
    assert(first.textContent?.includes('139****5678'), 'driver phone masked');
    assert(!root.textContent?.includes('13912345678'), 'never the full phone');
    assertDeepEqual(
      backend.calls
        .map((call) => call.path)
        .filter((p) => p.endsWith('getVehicleList'))
        .sort(),
      ['/api/api/transMap/getVehicleList', '/api/api/yuhongMap/getVehicleList'],
      'both providers asked',
    );
  });

  it('opens a track from the list (keyboard), draws the polyline and plays it back', async () => {
    start();
    const root = mountTag('yp-vehicle-map');
    await waitFor(() => vehicleButtons(root).length === 3 && mapOf(root), 'list and map');
    const button = vehicleButtons(root)[0]!;
    button.focus();
    assertEqual(root.activeElement, button, 'the vehicle button takes focus');
    button.click(); // Enter on a focused button is a click
    const line = await waitFor(() => root.querySelector('[data-testid="track-line"]'), 'the track');
    assert((line.getAttribute('d') ?? '').split('L').length === 24, 'one vertex per point');
    assertEqual(button.getAttribute('aria-current'), 'true', 'the selected vehicle is marked');
    const atEnd = markerTransform(root);
    assert(atEnd, 'a marker at the last position');
    assert(
      root.querySelector('[data-testid="vehicle-marker"]')?.textContent?.includes('沪A6D218'),
      'plate on the marker',
    );

    const slider = root.querySelector<HTMLInputElement>('input[type="range"]')!;
    assertEqual(slider.getAttribute('aria-label'), text.slider, 'the slider is labelled');
    slider.focus();
    slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    const time = () => root.querySelector('[data-testid="playback-time"]')?.textContent;
    await waitFor(() => time() === '2026-11-20 09:00:00', 'the start time shown');
    const atStart = markerTransform(root);
    assert(atStart !== atEnd, 'the marker back at the start');

    buttonsNamed(root, text.speed(16))[0]!.click();
    await waitFor(
      () => buttonsNamed(root, text.speed(16))[0]?.getAttribute('aria-pressed') === 'true',
      '16×',
    );
    buttonsNamed(root, text.play)[0]!.click();
    await waitFor(() => markerTransform(root) !== atStart, 'the marker moves while playing');
    assert(buttonsNamed(root, text.pause).length === 1, '暂停 while playing');
    buttonsNamed(root, text.pause)[0]!.click();
    await waitFor(() => buttonsNamed(root, text.play).length === 1, 'paused');
    assert(
      /km\/h$/.test(root.querySelector('[data-testid="playback-speed"]')?.textContent ?? ''),
      'speed shown',
    );
  });

  it('opens the waybill of its waybill-no attribute, asking the other provider when the first says no', async () => {
    start();
    const root = mountTag('yp-vehicle-map', 'waybill-no="YD20261121-000002"');
    await waitFor(() => root.textContent?.includes(text.trackEmpty), 'the empty track of the yuhong vehicle');
    assertDeepEqual(
      backend.calls.filter((c) => c.path.endsWith('getVehicleTrack')).map((c) => c.path),
      ['/api/api/transMap/getVehicleTrack', '/api/api/yuhongMap/getVehicleTrack'],
      'trans first, then yuhong',
    );
    assert(!root.querySelector('[role="alert"]'), 'the first refusal is not shown');
  });

  it('zooms and pans with the buttons and the keyboard', async () => {
    start();
    const root = mountTag('yp-vehicle-map');
    const map = await waitFor(() => mapOf(root), 'the map');
    const home = map.getAttribute('viewBox');
    buttonsNamed(root, mapLabels.zoomIn)[0]!.click();
    await waitFor(() => map.getAttribute('viewBox') !== home, 'zoomed in');
    const zoomed = map.getAttribute('viewBox')!;
    assert(Number(zoomed.split(' ')[2]) < Number(home!.split(' ')[2]), 'a narrower view');
    map.focus();
    map.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => map.getAttribute('viewBox') !== zoomed, 'panned right');
    assert(Number(map.getAttribute('viewBox')!.split(' ')[0]) > Number(zoomed.split(' ')[0]), 'moved east');
    map.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
    await waitFor(() => map.getAttribute('viewBox') === home, 'home again');
    map.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, clientX: 10, clientY: 10, bubbles: true, cancelable: true }),
    );
    await waitFor(() => map.getAttribute('viewBox') !== home, 'wheel zooms');
  });

  it('filters the list and shows the empty and error states', async () => {
    start();
    const root = mountTag('yp-vehicle-map');
    await waitFor(() => vehicleButtons(root).length === 3, 'vehicles');
    typeInto(root.querySelector('form[role="search"] input'), '苏E');
    buttonsNamed(root, text.search)[0]!.click();
    await waitFor(() => vehicleButtons(root).length === 1, 'one match');
    typeInto(root.querySelector('form[role="search"] input'), '没有这辆车');
    buttonsNamed(root, text.search)[0]!.click();
    await waitFor(() => root.textContent?.includes(text.empty), 'empty state');
    backend.restore();
    backend = installFakeVehicleBackend({ permissions: [] });
    const denied = mountTag('yp-vehicle-map', 'waybill-no="NO-SUCH"');
    await waitFor(
      () => denied.querySelector('[role="alert"]')?.textContent?.includes('运单不存在'),
      'the refusal shown',
    );
  });
});
