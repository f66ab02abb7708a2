import { cn } from "@/lib/cn";

/**
 * A text field's look: a border of 3:1 or more on the page and card backgrounds (WCAG 1.4.11),
 * placeholders at 4.5:1, and red when the field needs fixing.
 */
export function fieldClass(invalid: boolean, className?: string) {
  return cn(
    "w-full min-w-0 rounded-xl border-2 bg-paper px-4 py-3 text-lg placeholder:text-ink/70 focus:outline-none",
    invalid ? "border-stamp" : "border-ink/60 focus:border-ink",
    className,
  );
}
