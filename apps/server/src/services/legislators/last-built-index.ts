/** An index that can be read on another clock, sharing all it built (`onClock` on both directories' indexes). */
interface ClockedIndex<I> {
  onClock(now: () => Date): I;
}

/**
 * The last index built in this process and what it was built from (decision 0136): another
 * runtime in the process on a copy of the same database, as the tests start some 70 over two
 * processes, reads it on its own clock instead of reading the tables and building it again. One
 * entry: a refresh replaces it, and a lone process keeps nothing more than the index it holds.
 */
export function lastBuiltIndex<I extends ClockedIndex<I>>() {
  let last: { from: string; index: I } | null = null;
  return {
    /** The index built from `from` (null: nothing to tell it by) read on `now`, else `build`'s. */
    async get(from: string | null, now: () => Date, build: () => Promise<I>): Promise<{ index: I; built: boolean }> {
      if (from !== null && last?.from === from) return { index: last.index.onClock(now), built: false };
      const index = await build();
      last = from === null ? null : { from, index };
      return { index, built: true };
    },
  };
}
