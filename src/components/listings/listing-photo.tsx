import type { PublicImage } from "@/server/listings/public-listing";

interface ListingPhotoProps {
  image: PublicImage | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A listing photo in a fixed 3:2 frame (nothing moves when it loads): its stored sizes as a srcset over the blurred
 * placeholder, or a drawn house while the photo worker has not stored it yet.
 */
export function ListingPhoto({ image, alt, sizes, priority = false, className = "" }: ListingPhotoProps) {
  if (!image) {
    return (
      <div className={`relative aspect-[3/2] w-full overflow-hidden bg-sand/40 ${className}`} data-photo="fallback">
        <svg viewBox="0 0 120 80" role="img" aria-label={`${alt}: photo coming soon`} className="size-full text-clay/50">
          <rect width="120" height="80" fill="currentColor" opacity="0.12" />
          <path d="M30 58V38l30-20 30 20v20z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          <rect x="52" y="44" width="16" height="14" fill="currentColor" opacity="0.5" />
        </svg>
      </div>
    );
  }
  const variants = image.variants.filter((v) => v.format === "webp");
  const set = (variants.length > 0 ? variants : image.variants).slice().sort((a, b) => a.width - b.width);
  const largest = set[set.length - 1];
  return (
    <div
      className={`relative aspect-[3/2] w-full overflow-hidden bg-sand/40 bg-cover bg-center ${className}`}
      style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined}
      data-photo="stored"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the photo worker already made the sizes; next/image would resize them again */}
      <img
        src={largest?.url}
        srcSet={set.map((v) => `${v.url} ${v.width}w`).join(", ")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
