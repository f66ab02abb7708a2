import { z } from "zod";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = "contains a character that is not allowed (a NUL or a broken Unicode character).";

/** True when `text` holds a NUL (PostgreSQL refuses it) or half of a surrogate pair (not valid UTF-8). */
export function isUnsafeText(text: string): boolean {
  return text.includes("\0") || LONE_SURROGATE.test(text);
}

/** The path of every string (value or key) in a JSON value that is unsafe text. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return isUnsafeText(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => findUnsafeText(item, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      isUnsafeText(key) ? [[...path, key]] : findUnsafeText(item, [...path, key]),
    );
  }
  return [];
}

/**
 * The schema, refusing first any text anywhere in the input that holds a NUL or a lone surrogate,
 * with an issue at that field's path. Applied to every function's request, so no text field
 * (today's or a future one) can carry them to the database, a vendor or a log.
 */
export function rejectUnsafeText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    for (const path of findUnsafeText(value)) ctx.addIssue({ code: "custom", message: UNSAFE_TEXT_MESSAGE, path });
    return value;
  }, schema);
}
