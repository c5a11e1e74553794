"use client";

import { clsx } from "clsx";
import { useCallback, useState } from "react";
import { useNearViewport } from "@/lib/hooks/use-near-viewport";
import { responsiveImage } from "@/lib/media/responsive-image";

/** Spec section 9: images start loading when they come within 50px of the viewport. */
const LOAD_MARGIN = "50px";

/* The skeleton and the image share one grid cell, so the wrapper needs no `position` of its own and
   callers may position it freely (absolute inset-0, relative…). The images are `relative` so that they
   paint above the pulsing skeleton, whose animated opacity lifts it into its own stacking layer. */
const cell = "[grid-area:1/1]";

interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: sets the width/height attributes and the box's aspect ratio, so nothing shifts. */
  width: number;
  height: number;
  /** Classes for the wrapper (size, rounding, position). */
  className?: string;
  /** Classes for the <img> itself (object-position, hover zoom…). */
  imgClassName?: string;
  /** How wide the image shows, for the browser's choice among an uploaded photo's widths. */
  sizes?: string;
  /**
   * For an image that is in view as the page opens (e.g. the first card of a listing, often the page's largest
   * paint): its address is in the server's HTML and it is fetched at high priority with the page, instead of
   * after the page's scripts have run. The skeleton shows beneath it until it has loaded.
   */
  priority?: boolean;
}

/**
 * An image that is fetched only when it comes within 50px of the viewport, shows a pulsing skeleton
 * until it has loaded, then fades in. Without JavaScript (and for crawlers) the <noscript> copy shows
 * the image. The wrapper carries data-loaded="true" | "false". (clsx, not cn: tailwind-merge would
 * add ~8 KB gzip to the client bundle.)
 */
export function LazyImage({ src, alt, width, height, className, imgClassName, sizes, priority = false }: LazyImageProps) {
  const [watch, near] = useNearViewport<HTMLDivElement>(LOAD_MARGIN);
  const [loaded, setLoaded] = useState(false);
  const image = responsiveImage(src, { width, height, sizes: sizes ?? "100vw" });
  const show = priority || near;
  // A priority image may finish loading before React has attached its onLoad.
  const noticeEarlyLoad = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setLoaded(true);
  }, []);

  return (
    <div
      ref={watch}
      data-loaded={loaded ? "true" : "false"}
      className={clsx("grid overflow-hidden", className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {loaded ? null : <span aria-hidden className={clsx(cell, "size-full animate-skeleton bg-sand-300")} />}
      {/* eslint-disable-next-line @next/next/no-img-element -- lazy loading with a 50px margin and a skeleton, per spec */}
      <img
        ref={priority ? noticeEarlyLoad : undefined}
        src={show ? image.src : undefined}
        srcSet={show ? image.srcSet : undefined}
        sizes={image.sizes}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        onLoad={() => setLoaded(true)}
        onError={() => setLoaded(true)}
        className={clsx(
          cell,
          "relative size-full object-cover transition-opacity duration-500 ease-out",
          loaded || priority ? "opacity-100" : "opacity-0",
          imgClassName,
        )}
      />
      {priority ? null : (
        <noscript className="contents">
          {/* eslint-disable-next-line @next/next/no-img-element -- the no-JavaScript fallback */}
          <img {...image} alt={alt} width={width} height={height} className={clsx(cell, "relative size-full object-cover", imgClassName)} />
        </noscript>
      )}
    </div>
  );
}
