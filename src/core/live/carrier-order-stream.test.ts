// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CarrierOrderEvent } from '../../contract/freight';
import { configure, resetConfig } from '../config';
import { installFakeEventSource, type FakeEventSources } from '../test-support/fake-event-source';
import { subscribeCarrierOrders } from './carrier-order-stream';

let streams: FakeEventSources;

beforeEach(() => {
  streams = installFakeEventSource();
});

afterEach(() => {
  streams.restore();
  resetConfig();
});

describe('subscribeCarrierOrders', () => {
  it('opens the stream with the token and passes on carrierOrder events', () => {
    configure({ apiBase: 'https://portal.test', getToken: () => 'a b' });
    const received: CarrierOrderEvent[] = [];
    const close = subscribeCarrierOrders((event) => received.push(event));
    expect(streams.openUrls()).toEqual([
      'https://portal.test/api/api/carrierOrderManagement/stream?token=a%20b',
    ]);
    streams.push('carrierOrderManagement/stream', 'carrierOrder', {
      id: 'co-1',
      status: 'waitLoad',
      version: 3,
    });
    streams.push('carrierOrderManagement/stream', 'unread', { unread: 1 });
    close();
    expect(received).toEqual([{ id: 'co-1', status: 'waitLoad', version: 3 }]);
    expect(streams.openUrls()).toEqual([]);
  });

  it('shares one stream among the listeners of a token, closing it when the last one leaves', () => {
    let token = 'a';
    configure({ apiBase: '', getToken: () => token });
    const first: string[] = [];
    const second: string[] = [];
    const leaveFirst = subscribeCarrierOrders((event) => first.push(event.status));
    const leaveSecond = subscribeCarrierOrders((event) => second.push(event.status));
    expect(streams.openUrls()).toHaveLength(1);
    streams.push('stream', 'carrierOrder', { id: 'co-1', status: 'loaded', version: 5 });
    expect([first, second]).toEqual([['loaded'], ['loaded']]);

    // A company switch: the new token's listener gets a stream of its own.
    token = 'b';
    const leaveThird = subscribeCarrierOrders(() => undefined);
    expect(streams.openUrls()).toEqual([
      '/api/api/carrierOrderManagement/stream?token=a',
      '/api/api/carrierOrderManagement/stream?token=b',
    ]);
    leaveFirst();
    expect(streams.openUrls()).toHaveLength(2);
    leaveSecond();
    expect(streams.openUrls()).toEqual(['/api/api/carrierOrderManagement/stream?token=b']);
    leaveThird();
    expect(streams.openUrls()).toEqual([]);
  });

  it('opens nothing without a token', () => {
    configure({ apiBase: '', getToken: () => '' });
    subscribeCarrierOrders(() => undefined)();
    expect(streams.openUrls()).toEqual([]);
  });
});
