import Link from "@/components/ui/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-200 active:translate-y-px disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.1em] [&_svg]:shrink-0";

const variants = {
  primary: "bg-clay text-white shadow-soft hover:bg-clay-600",
  ink: "bg-ink text-sand shadow-soft hover:bg-ink-700",
  outline: "border border-ink/25 bg-transparent text-ink hover:border-ink hover:bg-ink/5",
  light: "bg-sand text-ink shadow-soft hover:bg-white",
  ghostLight: "border border-sand/50 bg-transparent text-sand hover:bg-sand/10 hover:border-sand",
  ghostWhite: "border border-white/70 bg-transparent text-white hover:bg-white/10 hover:border-white",
  link: "rounded-none px-0 text-clay underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-[0.95rem]",
  lg: "h-13 px-7 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return cn(base, variants[variant], variant === "link" ? "" : sizes[size], className);
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

/** A link styled as a button, for navigation (internal routes, tel: and mailto:). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
