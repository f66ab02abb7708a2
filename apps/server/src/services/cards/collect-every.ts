/**
 * Calls `collect` (a garbage collection) each time `drawn()` has grown by `budget` bytes since the
 * last one: what resvg draws is held in native memory that only a collection frees, and V8, which
 * does not see it, would not collect for a long time in a thread whose own heap barely grows.
 */
export function collectEvery(budget: number, drawn: () => number, collect: () => void): () => void {
  let last = drawn();
  return () => {
    if (drawn() - last < budget) return;
    last = drawn();
    collect();
  };
}
