import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { label } from "./format";

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold md:text-3xl">{children}</h1>
      {actions}
    </div>
  );
}

export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn("rounded-2xl border border-ink/10 bg-white p-4 shadow-sm md:p-5", className)}>
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A table that scrolls sideways on a phone; the region is focusable so a keyboard can scroll it.
 * `stacked`: on a phone each row is a block instead, each cell under its `data-label` (styles.css).
 */
export function TableFrame({
  label: name,
  stacked = false,
  children,
}: {
  label: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={name} tabIndex={0} className="-mx-1 overflow-x-auto px-1">
      <table className={cn("w-full min-w-max border-collapse text-left text-sm", stacked && "stacked-table")}>
        {children}
      </table>
    </section>
  );
}

export const th = "border-b border-ink/15 px-2 py-2 font-semibold whitespace-nowrap";
export const td = "border-b border-ink/10 px-2 py-2 align-top";

const tones: Record<string, string> = {
  completed: "bg-sage/10 text-sage",
  ordered: "bg-sage/10 text-sage",
  delivered: "bg-sage/10 text-sage",
  mailed: "bg-sage/10 text-sage",
  succeeded: "bg-sage/10 text-sage",
  sent: "bg-sage/10 text-sage",
  failed: "bg-stamp/10 text-[#a40e1a]",
  payment_failed: "bg-stamp/10 text-[#a40e1a]",
  payment_mismatch: "bg-stamp/10 text-[#a40e1a]",
  refused: "bg-stamp/10 text-[#a40e1a]",
  outcome_unknown: "bg-stamp/10 text-[#a40e1a]",
  held: "bg-stamp/10 text-[#a40e1a]",
  ok: "bg-sage/10 text-sage",
  failing: "bg-stamp/10 text-[#a40e1a]",
  paused: "bg-stamp/10 text-[#a40e1a]",
};

export function Badge({ value }: { value: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[value] ?? "bg-ink/10 text-ink",
      )}
    >
      {label(value)}
    </span>
  );
}

export function Notice({ tone = "info", children }: { tone?: "info" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-4 rounded-xl border px-4 py-3 text-sm",
        tone === "error" ? "border-stamp/40 bg-stamp/5 text-[#a40e1a]" : "border-sage/40 bg-sage/5 text-[#1f5c3f]",
      )}
    >
      {children}
    </p>
  );
}

export function Loading() {
  return (
    <div role="status" className="flex min-h-[30dvh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

export function Dl({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink/75">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
