import { getImageProps } from "next/image";

export interface ResponsiveImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Photos the admin uploaded are served in several widths, each as AVIF or WebP as the browser accepts. */
const optimisedPrefix = "/uploads/";

/**
 * `src`, `srcSet` and `sizes` for an <img>. An uploaded photo goes through Next's image optimiser (a width per
 * screen size, AVIF or WebP by the browser's Accept header, cached); artwork (SVG, sharp at any size) and
 * addresses on other sites are used as they are.
 */
export function responsiveImage(
  src: string,
  { width, height, sizes }: { width: number; height: number; sizes: string },
): ResponsiveImageAttributes {
  if (!src.startsWith(optimisedPrefix)) return { src };
  const { props } = getImageProps({ src, alt: "", width, height, sizes });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}
