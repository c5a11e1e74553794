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
        {authorImage ? <AuthorAvatar src={authorImage} /> : null}
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

/** The team's drawn portraits (public/art/team/): 400 × 500, face centred at about 62% across and 46% down. */
const drawnPortrait = /^\/art\/team\/[\w-]+\.svg$/;

/**
 * A round avatar. A drawn portrait is zoomed onto the face, so the monogram in its top-left corner stays outside the
 * circle; a photo is simply covered.
 */
function AuthorAvatar({ src }: { src: string }) {
  if (!drawnPortrait.test(src)) {
    // eslint-disable-next-line @next/next/no-img-element -- any external portrait URL
    return <img src={src} alt="" width={48} height={48} className="size-12 rounded-full bg-sand object-cover" />;
  }
  return (
    <span className="relative size-12 shrink-0 overflow-hidden rounded-full bg-sand">
      {/* eslint-disable-next-line @next/next/no-img-element -- small artwork */}
      <img
        src={src}
        alt=""
        width={80}
        height={100}
        className="absolute top-1/2 left-1/2 w-[160%] max-w-none -translate-x-[62%] -translate-y-[46%]"
      />
    </span>
  );
}
