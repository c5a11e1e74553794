/**
 * The home hero's scroll choreography (spec section 4), as a pure function of scroll progress 0..1:
 *   0    – 0.35  zoom into the exterior
 *   0.35 – 0.65  darken
 *   0.65 – 1     fade to the interior; the headline switches once this phase passes 0.3
 * The hint 'Scroll to step inside' shows while progress is below 0.1.
 */
export const HERO_PHASES = { zoomEnd: 0.35, darkenEnd: 0.65 } as const;
export const HERO_MAX_SCALE = 1.6;
export const HERO_MAX_DARKNESS = 0.55;
/** Progress runs over this many viewport heights of scrolling. */
export const HERO_SCROLL_VIEWPORTS = 1.2;

export interface HeroFrame {
  /** Scale of the exterior image, 1 → HERO_MAX_SCALE. */
  scale: number;
  /** Opacity of the dark overlay, 0 → HERO_MAX_DARKNESS. */
  darkness: number;
  /** Opacity of the interior image, 0 → 1. */
  interiorOpacity: number;
  /** 0: 'The Right Move, At The Right Time.', 1: 'Unlocking Your Next Chapter'. */
  headlineIndex: 0 | 1;
  showHint: boolean;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function heroProgress(scrollY: number, viewportHeight: number): number {
  if (viewportHeight <= 0) return 0;
  return clamp01(scrollY / (viewportHeight * HERO_SCROLL_VIEWPORTS));
}

export function heroFrame(progress: number): HeroFrame {
  const p = clamp01(progress);
  const zoom = clamp01(p / HERO_PHASES.zoomEnd);
  const darken = clamp01((p - HERO_PHASES.zoomEnd) / (HERO_PHASES.darkenEnd - HERO_PHASES.zoomEnd));
  const fade = clamp01((p - HERO_PHASES.darkenEnd) / (1 - HERO_PHASES.darkenEnd));
  return {
    scale: 1 + (HERO_MAX_SCALE - 1) * zoom,
    darkness: HERO_MAX_DARKNESS * darken,
    interiorOpacity: fade,
    headlineIndex: fade > 0.3 ? 1 : 0,
    showHint: p < 0.1,
  };
}
