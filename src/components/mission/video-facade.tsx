"use client";

import { Play } from "lucide-react";
import { useState } from "react";

interface VideoFacadeProps {
  /** Null while the agency has no video to show: the poster stands alone, marked as coming. */
  youtubeId: string | null;
  title: string;
  poster: string;
  posterAlt: string;
  playLabel: string;
}

/**
 * A poster and a play button. The YouTube player (from the privacy-enhanced youtube-nocookie.com domain)
 * is inserted only when the visitor asks for it, so the page loads none of its scripts or cookies before.
 * Without a video id there is nothing to play: the poster is shown with 'Video coming soon' under it (not over the
 * drawing) and no button.
 */
export function VideoFacade({ youtubeId, title, poster, posterAlt, playLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (!youtubeId) {
    return (
      <figure>
        <div className="aspect-video overflow-hidden rounded-lg bg-ink shadow-lift">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG poster */}
          <img src={poster} alt={posterAlt} width={1280} height={720} loading="lazy" decoding="async" className="size-full object-cover" />
        </div>
        <figcaption className="mt-3 text-sm font-semibold text-muted">Video coming soon</figcaption>
      </figure>
    );
  }
  return (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-ink shadow-lift">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full" aria-label={playLabel}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG poster */}
          <img src={poster} alt={posterAlt} width={1280} height={720} loading="lazy" decoding="async" className="size-full object-cover" />
          <span className="absolute inset-0 grid place-items-center bg-ink/20 transition-colors group-hover:bg-ink/35">
            <span className="grid size-20 place-items-center rounded-full bg-clay text-white shadow-lift transition-transform group-hover:scale-105">
              <Play aria-hidden className="ml-1 size-8 fill-current" />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
