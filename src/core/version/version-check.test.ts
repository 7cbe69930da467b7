import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionWatcher, type VersionWatcherOptions } from './version-check';

let serverVersion: string | Error;
let stored: string;
let visible: boolean;
let options: VersionWatcherOptions & {
  reload: ReturnType<typeof vi.fn<() => void>>;
  showNotice: ReturnType<typeof vi.fn<(version: string) => void>>;
  fetchVersion: ReturnType<typeof vi.fn<() => Promise<string>>>;
};

beforeEach(() => {
  vi.useFakeTimers();
  serverVersion = '2.4.0';
  stored = '2.4.0';
  visible = true;
  options = {
    fetchVersion: vi.fn(() =>
      serverVersion instanceof Error ? Promise.reject(serverVersion) : Promise.resolve(serverVersion),
    ),
    getStored: () => stored,
    setStored: (version) => {
      stored = version;
    },
    reload: vi.fn<() => void>(),
    showNotice: vi.fn<(version: string) => void>(),
    isVisible: () => visible,
  };
});

afterEach(() => vi.useRealTimers());

describe('version check on route change', () => {
  it('reloads when the server version differs from the stored one, storing the new one', async () => {
    serverVersion = '2.5.0';
    await createVersionWatcher(options).checkOnRouteChange();
    expect(options.reload).toHaveBeenCalledTimes(1);
    expect(stored).toBe('2.5.0');
  });

  it('does nothing when they match', async () => {
    await createVersionWatcher(options).checkOnRouteChange();
    expect(options.reload).not.toHaveBeenCalled();
  });

  it('only learns the version on a first visit (nothing stored yet)', async () => {
    stored = '';
    await createVersionWatcher(options).checkOnRouteChange();
    expect(stored).toBe('2.4.0');
    expect(options.reload).not.toHaveBeenCalled();
  });

  it('never reloads because the version could not be fetched', async () => {
    serverVersion = new Error('offline');
    await createVersionWatcher(options).checkOnRouteChange();
    expect(options.reload).not.toHaveBeenCalled();
    expect(stored).toBe('2.4.0');
  });
});

describe('background poll', () => {
  it('asks every 600 000 ms', async () => {
    createVersionWatcher(options).start();
    await vi.advanceTimersByTimeAsync(599_999);
    expect(options.fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(options.fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('does not ask while the tab is hidden', async () => {
    visible = false;
    createVersionWatcher(options).start();
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(options.fetchVersion).not.toHaveBeenCalled();
    visible = true;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(options.fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('shows the notice 10 s after seeing a change, with the new version, and never reloads itself', async () => {
    createVersionWatcher(options).start();
    serverVersion = '2.5.0';
    await vi.advanceTimersByTimeAsync(600_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(options.showNotice).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.showNotice).toHaveBeenCalledWith('2.5.0');
    expect(options.reload).not.toHaveBeenCalled();
  });

  it('shows the notice only once', async () => {
    createVersionWatcher(options).start();
    serverVersion = '2.5.0';
    await vi.advanceTimersByTimeAsync(600_000 * 3 + 10_000);
    serverVersion = '2.6.0';
    await vi.advanceTimersByTimeAsync(600_000 * 3 + 10_000);
    expect(options.showNotice).toHaveBeenCalledTimes(1);
    expect(options.fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('stop() ends the poll and a pending notice', async () => {
    const watcher = createVersionWatcher(options);
    watcher.start();
    serverVersion = '2.5.0';
    await vi.advanceTimersByTimeAsync(600_000);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(600_000 * 2);
    expect(options.showNotice).not.toHaveBeenCalled();
    expect(options.fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('start() twice keeps one poll', async () => {
    const watcher = createVersionWatcher(options);
    watcher.start();
    watcher.start();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(options.fetchVersion).toHaveBeenCalledTimes(1);
  });
});
