"use client";

import { ChevronLeft, ChevronRight, Expand } from "lucide-react";
import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from "react";
import type { PublicImage } from "@/server/listings/public-listing";
import { ListingPhoto } from "./listing-photo";

interface GalleryProps {
  label: string;
  photos: { image: PublicImage | null; alt: string }[];
}

/**
 * A listing's photos, one at a time: arrow keys (when the gallery has focus), the buttons, or a swipe move between
 * them; "3 / 12" says where you are; full screen on request. Without JavaScript every photo is shown in a row that
 * scrolls sideways.
 */
const noSubscription = () => () => {};

export function Gallery({ label, photos }: GalleryProps) {
  const [index, setIndex] = useState(0);
  // False in the server HTML (the photos in a sideways row), true once hydrated.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const frame = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const count = photos.length;
  if (count === 0) return null;

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "Home") setIndex(0);
    else if (event.key === "End") setIndex(count - 1);
  }
  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) > 40) go(moved < 0 ? 1 : -1);
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div
        ref={frame}
        role="group"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        className={`relative rounded-xl bg-ink focus-visible:outline-3 focus-visible:outline-clay ${enhanced ? "touch-pan-y overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}`}
        aria-label={`${label}: use the left and right arrow keys to browse`}
        data-testid="gallery-frame"
      >
        <ul className={enhanced ? "" : "flex"}>
          {photos.map((photo, i) => (
            <li
              key={i}
              aria-label={`${i + 1} of ${count}`}
              hidden={enhanced && i !== index}
              className={enhanced ? "" : "w-full shrink-0 snap-center"}
            >
              <ListingPhoto image={photo.image} alt={photo.alt} sizes="(min-width: 1024px) 60vw, 100vw" priority={i === 0} />
            </li>
          ))}
        </ul>
      </div>
      {/* The count line and the controls that replace it once hydrated are the same height (the buttons'), so the page
          below does not move when they arrive. */}
      {enhanced && count > 1 ? (
        <div className="mt-3 flex h-11 items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => go(-1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-ink/20 bg-white text-ink hover:border-clay"
            aria-label="Previous photo"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <p aria-live="polite" className="font-semibold text-ink" data-testid="gallery-count">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            onClick={() => go(1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-ink/20 bg-white text-ink hover:border-clay"
            aria-label="Next photo"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      ) : (
        <p className="mt-3 flex h-11 items-center justify-center font-semibold text-ink">
          {count} photo{count === 1 ? "" : "s"}
        </p>
      )}
      {enhanced ? (
        <button
          type="button"
          onClick={() => void (document.fullscreenElement ? document.exitFullscreen() : frame.current?.requestFullscreen())}
          className="absolute right-3 top-3 inline-flex h-10 items-center gap-2 rounded-full bg-white/90 px-4 text-sm font-semibold text-ink shadow"
        >
          <Expand aria-hidden className="size-4" />
          Full screen
        </button>
      ) : null}
    </section>
  );
}
