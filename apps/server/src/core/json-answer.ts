/**
 * An answer already serialised to JSON: the HTTP layer sends its text as it is. For answers asked
 * for far more often than they change (a ZIP's state legislators), where `JSON.stringify` was the
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
