import { CalendarDays, Clock } from "lucide-react";

interface ArticleBylineProps {
  authorName: string;
  authorRole: string;
  authorImage: string | null;
  date: string;
  dateTime: string;
  readTime: string;
}

/** Author with role and portrait, date and read time, under the article's title. */
export function ArticleByline({ authorName, authorRole, authorImage, date, dateTime, readTime }: ArticleBylineProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4 text-sand/85">
      <div className="flex items-center gap-3">
        {authorImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- small artwork or any external portrait URL
          <img src={authorImage} alt="" width={48} height={48} className="size-12 rounded-full bg-sand object-cover" />
        ) : null}
        <div>
          <p className="font-semibold text-sand">{authorName}</p>
          <p className="text-sm">{authorRole}</p>
        </div>
      </div>
      <p className="inline-flex items-center gap-2 text-sm">
        <CalendarDays aria-hidden className="size-4" />
        <time dateTime={dateTime}>{date}</time>
      </p>
      <p className="inline-flex items-center gap-2 text-sm">
        <Clock aria-hidden className="size-4" />
        {readTime}
      </p>
    </div>
  );
}
