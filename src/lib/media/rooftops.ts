/*
 * The agency's motif, drawn faintly behind the images the server draws (share cards, and blog title cards when no image service is set): a street of
 * gabled roofs along the bottom edge and a grid of dots.
 */

const houses = [
  { x: 0, w: 150, h: 92 },
  { x: 160, w: 120, h: 70 },
  { x: 290, w: 170, h: 104 },
  { x: 470, w: 130, h: 78 },
  { x: 610, w: 160, h: 96 },
  { x: 780, w: 120, h: 72 },
  { x: 910, w: 170, h: 108 },
  { x: 1090, w: 110, h: 66 },
] as const;

/** SVG path data of each house, standing on the street at `street` (y). */
export function rooftopPaths(street: number): { key: number; d: string }[] {
  return houses.map(({ x, w, h }) => {
    const wall = street - h * 0.55;
    const ridge = street - h;
    return { key: x, d: `M${x + 4} ${street} V${wall} L${x + w / 2} ${ridge} L${x + w - 4} ${wall} V${street} Z` };
  });
}

/** The centres of a grid of `columns` × `rows` dots, `gap` apart, from (`left`, `top`). */
export function dotGrid({
  left,
  top,
  gap,
  columns,
  rows,
}: {
  left: number;
  top: number;
  gap: number;
  columns: number;
  rows: number;
}): { cx: number; cy: number }[] {
  return Array.from({ length: rows * columns }, (_, index) => ({
    cx: left + (index % columns) * gap,
    cy: top + Math.floor(index / columns) * gap,
  }));
}
