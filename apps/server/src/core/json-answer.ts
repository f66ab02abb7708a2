import { LRUCache } from "lru-cache";

/**
 * An answer already serialised to JSON: the HTTP layer sends its text as it is. For answers asked
 * for far more often than they change (a ZIP's legislators), where `JSON.stringify` was the
 * largest part of a request's own work (bench/README.md). `T` is the value the text holds, so a
 * function can return one where its contract's response is expected.
 */
export class JsonAnswer<T> {
  // The type only: nothing is stored, and private so that no other shape passes for one.
  declare private readonly value?: T;

  private constructor(readonly text: string) {}

  static of<T>(value: T): JsonAnswer<T> {
    return new JsonAnswer<T>(JSON.stringify(value));
  }
}

/** What a kept answer is made from: its value, and the span of time in which it cannot change. */
export interface AnswerSpan<T> {
  value: T;
  /** The instant (ms) from which the value holds, and the one at which it may not any more. */
  from: number;
  until: number;
}

/**
 * The span around `nowMs` between the nearest of `changes` either side (a change at `nowMs` has
 * happened), within `[from, until)`: the span in which an answer made at `nowMs` holds.
 */
export function spanAround(nowMs: number, changes: Iterable<number>, from = -Infinity, until = Infinity) {
  let start = from;
  let end = until;
  for (const ms of changes) {
    if (ms <= nowMs) start = Math.max(start, ms);
    else end = Math.min(end, ms);
  }
  return { from: start, until: end };
}

const heldBytes = (text: string) => text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1);

/**
 * Answers kept as JSON by key, each for the span in which it cannot change: asked for at a moment
 * outside it (a term ended meanwhile, or a test moved the clock back), it is made again. At most
 * `maxBytes` of text, the least recently asked for going first.
 */
export class KeptAnswers<T> {
  private readonly kept: LRUCache<string, { answer: JsonAnswer<T>; from: number; until: number }>;

  constructor(maxBytes: number) {
    this.kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => heldBytes(entry.answer.text) });
  }

  /** The answer for `key` at `nowMs`; `make` (null: there is none) when none is kept for that moment. */
  answer(key: string, nowMs: number, make: () => AnswerSpan<T> | null): JsonAnswer<T> | null {
    const kept = this.kept.get(key);
    if (kept && kept.from <= nowMs && nowMs < kept.until) return kept.answer;
    const made = make();
    if (!made) return null;
    const answer = JsonAnswer.of(made.value);
    this.kept.set(key, { answer, from: made.from, until: made.until });
    return answer;
  }
}
