import type { ReactNode } from "react";

export type HeadingLevel = 2 | 3;

/** A heading one level below whoever shows the content (a page's h1 or a dialog's title). */
export function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = level === 2 ? "h2" : "h3";
  return <Tag className="pt-2 text-lg font-bold text-ink">{children}</Tag>;
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className="space-y-3 text-base leading-relaxed text-ink/90">{children}</div>;
}

export const linkClass = "font-semibold text-ink underline underline-offset-4 hover:text-ink-soft";
