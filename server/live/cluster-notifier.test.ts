import { EventEmitter } from 'node:events';
import type { Cluster, Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import { clusterNotifier, type PrimaryChannel } from './cluster-notifier';
import { relayNotifications } from './cluster-relay';
import { notifyRecorder as recorder } from '../testing/notify-recorder';

/**
 * A primary and its workers in one process: what a worker sends reaches the primary's 'message'
 * listeners, what the primary sends a worker reaches that worker's channel, each a turn later as over IPC.
 */
function fakeCluster(workerCount: number) {
  const primary = Object.assign(new EventEmitter(), { workers: {} as Record<number, Worker> });
  const channels = Array.from({ length: workerCount }, (_, index) => {
    const inbox = new EventEmitter();
    const worker = {
      connected: true,
      isConnected() {
        return this.connected;
      },
      send(message: unknown) {
        setImmediate(() => inbox.emit('message', message));
        return true;
      },
    };
    primary.workers[index + 1] = worker as unknown as Worker;
    const channel: PrimaryChannel = {
      send: (message) => void setImmediate(() => primary.emit('message', worker, message)),
      on: (event, listener) => void inbox.on(event, listener),
      off: (event, listener) => void inbox.off(event, listener),
    };
    return { worker, channel, inbox };
  });
  relayNotifications(primary as unknown as Cluster);
  return { primary, channels };
}

describe('cluster notifier', () => {
  it("delivers a worker's publish to its own subscribers and, through the primary, to every other worker's", async () => {
    const { channels } = fakeCluster(3);
    const [first, second, third] = channels.map(({ channel }) => clusterNotifier(channel));
    const heard = [recorder(), recorder(), recorder(), recorder()];
    await first!.subscribe('unread', heard[0]!.listener);
    await second!.subscribe('unread', heard[1]!.listener);
    await third!.subscribe('unread', heard[2]!.listener);
    await third!.subscribe('other', heard[3]!.listener);

    await first!.publish('unread', 'a');
    await second!.publish('unread', 'b');
    await Promise.all([heard[0]!.waitFor(2), heard[1]!.waitFor(2), heard[2]!.waitFor(2)]);
    // Each subscriber hears each publish once: a worker's own publish is not echoed back to it.
    expect(heard[0]!.heard).toEqual(['a', 'b']);
    expect(heard[1]!.heard.toSorted()).toEqual(['a', 'b']);
    expect(heard[2]!.heard).toEqual(['a', 'b']);
    expect(heard[3]!.heard).toEqual([]);
    await Promise.all([first!.close(), second!.close(), third!.close()]);
  });

  it('skips a worker that is disconnecting, and a closed notifier neither hears nor sends', async () => {
    const { channels } = fakeCluster(3);
    const [first, second, third] = channels.map(({ channel }) => clusterNotifier(channel));
    const [toSecond, toThird] = [recorder(), recorder()];
    await second!.subscribe('unread', toSecond.listener);
    await third!.subscribe('unread', toThird.listener);
    channels[1]!.worker.connected = false;
    await first!.publish('unread', 'a');
    await toThird.waitFor(1);

    channels[1]!.worker.connected = true;
    await third!.close();
    await first!.publish('unread', 'b');
    await toSecond.waitFor(1);
    await new Promise((resolve) => setImmediate(resolve)); // the relay's send to the third worker lands too
    expect(toSecond.heard).toEqual(['b']);
    expect(toThird.heard).toEqual(['a']);
    expect(channels[2]!.inbox.listenerCount('message')).toBe(0);
    await Promise.all([first!.close(), second!.close()]);
  });

  it('ignores other messages on the channel and refuses unsafe channel names before they leave the worker', async () => {
    const { channels, primary } = fakeCluster(2);
    const [first, second] = channels.map(({ channel }) => clusterNotifier(channel));
    const toSecond = recorder();
    await second!.subscribe('unread', toSecond.listener);
    const relayed: unknown[] = [];
    primary.on('message', (_worker, message) => relayed.push(message));

    channels[1]!.inbox.emit('message', { ypNotify: { channel: 'unread' } });
    channels[1]!.inbox.emit('message', 'unread');
    await expect(first!.publish('x"; drop table messages; --', '1')).rejects.toThrow(
      /invalid notifier channel/,
    );
    await first!.publish('unread', 'ok');
    await toSecond.waitFor(1);
    expect(toSecond.heard).toEqual(['ok']);
    expect(relayed).toEqual([{ ypNotify: { channel: 'unread', payload: 'ok' } }]);
    await Promise.all([first!.close(), second!.close()]);
  });
});
