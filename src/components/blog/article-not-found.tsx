import { ArrowLeft } from "lucide-react";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { ButtonLink } from "@/components/ui/button";

/**
 * A missing, draft or not-yet-scheduled post, answered 404 by the article page. Laid out like an article:
 * a dark band under the header, so the header's light text stays readable, with the trail back to the listing.
 */
export function ArticleNotFound() {
  return (
    <>
      <div className="bg-ink pb-14 pt-40 text-sand sm:pt-44">
        <div className="container-page max-w-4xl">
          <Breadcrumbs
            tone="light"
            structuredData={false}
            items={[
              { name: "Home", path: "/" },
              { name: "Insights", path: "/insights" },
              { name: "Blog Post Not Found", path: "/insights" },
            ]}
          />
          <h1 className="mt-8 text-h1 font-medium text-sand">Blog Post Not Found</h1>
          <p className="mt-5 max-w-2xl text-lead text-sand/85">
            The article you&apos;re looking for doesn&apos;t exist or is no longer available.
          </p>
        </div>
      </div>
      <div className="container-page max-w-4xl pb-20 pt-10">
        <ButtonLink href="/insights" variant="outline">
          <ArrowLeft aria-hidden />
          Back to Insights
        </ButtonLink>
      </div>
    </>
  );
}
