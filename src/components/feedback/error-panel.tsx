"use client";

import { RotateCcw } from "lucide-react";
import { Button, ButtonLink } from "@/components/ui/button";

interface ErrorPanelProps {
  /** Renders the segment again (Next's `reset`). */
  retry: () => void;
  /** Where "Go back" leads: the home page for visitors, the dashboard for staff. */
  homeHref: string;
  homeLabel: string;
}

/**
 * What a route shows when something in it failed unexpectedly, in place of the framework's blank
 * "This page couldn't load": the page's own header, footer and navigation stay, with a way to try again.
 */
export function ErrorPanel({ retry, homeHref, homeLabel }: ErrorPanelProps) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border border-line bg-white p-10 text-center shadow-soft">
      <h1 className="text-h3 font-medium text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">
        This part of the page could not be shown. Please try again; if it keeps happening, come back a little later.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
        <ButtonLink href={homeHref} variant="outline">
          {homeLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
