// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeEventSource, type FakeEventSources } from '../test-support/fake-event-source';
import { createEventStream } from './event-stream';

let streams: FakeEventSources;

beforeEach(() => {
  vi.useFakeTimers();
  streams = installFakeEventSource();
});

afterEach(() => {
  streams.restore();
  vi.useRealTimers();
});

describe('createEventStream', () => {
  it('passes events of its name on as parsed JSON, and closes', () => {
    const received: unknown[] = [];
    const close = createEventStream({
      url: () => '/stream?token=a',
      event: 'unread',
      onData: (data) => received.push(data),
    });
    streams.push('/stream', 'unread', { unread: 3 });
    streams.push('/stream', 'other', { unread: 9 });
    close();
    expect(received).toEqual([{ unread: 3 }]);
    expect(streams.openUrls()).toEqual([]);
  });

  it('reconnects with a freshly built URL after the server refused the stream', () => {
    let token = 'old';
    const close = createEventStream({
      url: () => `/stream?token=${token}`,
      event: 'unread',
      onData: () => undefined,
      retryMs: 1000,
    });
    token = 'rotated';
    streams.refuse('/stream');
    expect(streams.openUrls()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(streams.openUrls()).toEqual(['/stream?token=rotated']);
    close();
  });

  it('does not reconnect once closed', () => {
    const close = createEventStream({
      url: () => '/stream',
      event: 'unread',
      onData: () => undefined,
      retryMs: 1000,
    });
    streams.refuse('/stream');
    close();
    vi.advanceTimersByTime(5000);
    expect(streams.openUrls()).toEqual([]);
  });
});
