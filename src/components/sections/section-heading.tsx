import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "left" | "center";
  tone?: "ink" | "light";
}

export function SectionHeading({ id, eyebrow, title, intro, align = "left", tone = "ink" }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className={cn("eyebrow", tone === "light" && "text-clay-300")}>{eyebrow}</p> : null}
      <h2 id={id} className={cn("mt-3 text-h2 font-medium", tone === "light" ? "text-sand" : "text-ink")}>
        {title}
      </h2>
      {intro ? <p className={cn("mt-4 text-lead", tone === "light" ? "text-sand/85" : "text-muted")}>{intro}</p> : null}
    </div>
  );
}
