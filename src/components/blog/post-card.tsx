import { CalendarDays, Clock } from "lucide-react";
import Link from "@/components/ui/link";
import { LazyImage } from "@/components/media/lazy-image";
import { coverSize } from "@/lib/blog/cover";

/** A post as the listing shows it; dates arrive formatted so server and browser render the same text. */
export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  authorName: string;
  date: string;
  /** ISO date for <time dateTime>. */
  dateTime: string;
  readTime: string;
  image: string;
}

/** `priority`: the card is in view as the page opens, so its image is fetched with the page (LazyImage). */
export function PostCard({ post, priority = false }: { post: PostCardData; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-soft transition-shadow hover:shadow-lift">
      <LazyImage
        src={post.image}
        alt=""
        width={coverSize.width}
        height={coverSize.height}
        sizes="(min-width: 768px) 40rem, 100vw"
        priority={priority}
        className="aspect-[1200/630] w-full"
        imgClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="eyebrow">{post.category}</p>
        <h2 className="mt-3 text-h3 font-medium text-ink">
          <Link href={`/insights/${post.slug}`} className="rounded-sm after:absolute after:inset-0 hover:underline underline-offset-4">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span>{post.authorName}</span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={post.dateTime}>{post.date}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" />
            {post.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
