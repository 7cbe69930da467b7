import { describe, expect, it, vi } from 'vitest';
import type { MessageCollectData } from '../../contract/messages';
import { UNREAD_CHANGE_EVENT, unreadFromEvent, watchUnreadCount } from './unread-count';

function setup(fetchUnread: () => Promise<number>) {
  const published: number[] = [];
  const target = new EventTarget();
  const stream = { push: (_counts: MessageCollectData) => {}, unsubscribed: false };
  const watch = watchUnreadCount({
    fetchUnread,
    publish: (count) => published.push(count),
    target,
    subscribe: (onCounts) => {
      stream.push = onCounts;
      return () => (stream.unsubscribed = true);
    },
  });
  return { published, target, watch, stream };
}

describe('watchUnreadCount', () => {
  it('asks the server when refreshed and takes what its stream pushes until stopped', async () => {
    const fetchUnread = vi.fn(async () => 3);
    const { published, watch, stream } = setup(fetchUnread);
    await watch.refresh();
    stream.push({ unread: 5, byType: [] });
    expect(published).toEqual([3, 5]);
    watch.stop();
    expect(stream.unsubscribed).toBe(true);
    stream.push({ unread: 8, byType: [] });
    expect(published).toEqual([3, 5]);
    expect(fetchUnread).toHaveBeenCalledTimes(1);
  });

  it('takes the counts widgets announce and ignores them once stopped', async () => {
    const { published, target, watch } = setup(async () => 1);
    await watch.refresh();
    target.dispatchEvent(new CustomEvent(UNREAD_CHANGE_EVENT, { detail: { unread: 0, byType: [] } }));
    target.dispatchEvent(new CustomEvent(UNREAD_CHANGE_EVENT, { detail: 7 }));
    watch.stop();
    target.dispatchEvent(new CustomEvent(UNREAD_CHANGE_EVENT, { detail: 9 }));
    expect(published).toEqual([1, 0, 7]);
  });

  it('keeps the last count when a poll fails', async () => {
    let fail = false;
    const { published, watch } = setup(async () => {
      if (fail) throw new Error('网络请求异常');
      return 2;
    });
    await watch.refresh();
    fail = true;
    await watch.refresh();
    expect(published).toEqual([2]);
    watch.stop();
  });
});

describe('unreadFromEvent', () => {
  it.each([
    [4, 4],
    [{ unread: 2 }, 2],
    [{ count: 6 }, 6],
    [-1, null],
    ['3', null],
    [null, null],
  ])('%j → %j', (detail, expected) => {
    expect(unreadFromEvent(detail)).toBe(expected);
  });
});
