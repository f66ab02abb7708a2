import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-3",
  {
    variants: {
      variant: {
        primary: "bg-ink text-white hover:bg-ink/90",
        secondary: "border-2 border-ink bg-white text-ink hover:bg-ink/5",
        ghost: "text-ink hover:bg-ink/5",
        danger: "bg-stamp text-white hover:bg-stamp/90",
      },
      size: { md: "min-h-11 px-5 py-2.5 text-base", lg: "min-h-13 px-6 py-3 text-lg", sm: "min-h-9 px-3 text-sm" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
