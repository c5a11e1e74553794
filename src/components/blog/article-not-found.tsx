import { ArrowLeft } from "lucide-react";
import { BlogMessage } from "@/components/blog/blog-message";
import { ButtonLink } from "@/components/ui/button";

/** A missing, draft or not-yet-scheduled post (HTTP 404). */
export default function ArticleNotFound() {
  return (
    <div className="container-page pb-20 pt-44">
      <BlogMessage headingLevel={1} title="Blog Post Not Found" message="The article you're looking for doesn't exist or is no longer available.">
        <ButtonLink href="/insights" variant="outline">
          <ArrowLeft aria-hidden />
          Back to Insights
        </ButtonLink>
      </BlogMessage>
    </div>
  );
}
