"use client";

import { ArrowLeft } from "lucide-react";
import { BlogMessage } from "@/components/blog/blog-message";
import { ButtonLink } from "@/components/ui/button";

/** The post could not be read (database error): spec section 8's message, with a way back. */
export default function ArticleError() {
  return (
    <div className="container-page pb-20 pt-44">
      <BlogMessage headingLevel={1} title="Error loading blog post" message="Post not found or unavailable">
        <ButtonLink href="/insights" variant="outline">
          <ArrowLeft aria-hidden />
          Back to Insights
        </ButtonLink>
      </BlogMessage>
    </div>
  );
}
