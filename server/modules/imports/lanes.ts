/**
 * Calls `work` on each item in order, at most `lanes` calls at once. Once a call throws, no further item
 * starts; the calls under way are awaited, and then the first error is thrown. (p-map's stopOnError
 * rejects at once instead, while calls are still under way: the import records every row it wrote
 * before the pass ends, so it must wait for them.)
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (!failure && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failure) throw failure.error;
}
