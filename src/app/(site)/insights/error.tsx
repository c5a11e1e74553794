"use client";

import { BlogMessage } from "@/components/blog/blog-message";
import { Button } from "@/components/ui/button";

/** Anything the listing could not recover from itself. */
export default function InsightsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="container-page pb-20 pt-44">
      <BlogMessage headingLevel={1} title="Error loading blog posts" message="Please try again later">
        <Button variant="outline" onClick={reset}>
          Try again
        </Button>
      </BlogMessage>
    </div>
  );
}
