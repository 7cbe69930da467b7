/** Minimal assertions for browser tests (no chai in this project). Messages show both values. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (!Object.is(actual, expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

export function assertDeepEqual(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/**
 * Polls until `probe` returns a truthy value (React renders asynchronously). A probe that throws counts as
 * not yet; after `timeoutMs` the last error (or a timeout) is thrown. The default leaves room for a
 * file's first widget to load on a busy 2-core machine (3 s did not) and stays under the 10 s a test has.
 */
export async function waitFor<T>(probe: () => T, what: string, timeoutMs = 8000): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    let failure: unknown = null;
    try {
      const value = probe();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      failure = error;
    }
    if (performance.now() > deadline) {
      throw new Error(
        `timed out waiting for ${what}${failure instanceof Error ? `: ${failure.message}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
