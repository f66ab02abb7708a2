import { z } from "zod";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = "contains a character that is not allowed (a NUL or a broken Unicode character).";

/** True when `text` holds a NUL (PostgreSQL refuses it) or half of a surrogate pair (not valid UTF-8). */
export function isUnsafeText(text: string): boolean {
  return text.includes("\0") || LONE_SURROGATE.test(text);
}

/** True when any string (value or key) in a JSON value is unsafe text; allocates nothing. */
function holdsUnsafeText(value: unknown): boolean {
  if (typeof value === "string") return isUnsafeText(value);
  if (Array.isArray(value)) return value.some(holdsUnsafeText);
  if (value && typeof value === "object") {
    for (const key of Object.keys(value)) {
      if (isUnsafeText(key) || holdsUnsafeText((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/** The path of every string (value or key) in a JSON value that is unsafe text. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  // Every request passes here and nearly none holds unsafe text: look first, collect paths only then.
  if (path.length === 0 && !holdsUnsafeText(value)) return [];
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
