import type { ReactNode } from "react";

/** A titled notice in place of blog content: load errors, a missing post. */
interface BlogMessageProps {
  title: string;
  message?: string;
  /** h1 when the notice is the whole page (not found, error), h2 inside a page. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

export function BlogMessage({ title, message, headingLevel = 2, children }: BlogMessageProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div role="status" className="mx-auto max-w-xl rounded-lg border border-line bg-white p-10 text-center shadow-soft">
      <Heading className="text-h3 font-medium text-ink">{title}</Heading>
      {message ? <p className="mt-3 text-muted">{message}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
