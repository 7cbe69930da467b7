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

  it('opens nothing without a token', () => {
    configure({ apiBase: '', getToken: () => '' });
    subscribeCarrierOrders(() => undefined)();
    expect(streams.openUrls()).toEqual([]);
  });
});
