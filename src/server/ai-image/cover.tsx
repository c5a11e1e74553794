import "server-only";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "@/content/site";
import { dotGrid, rooftopPaths } from "@/lib/media/rooftops";
import { satoriFonts } from "@/server/fonts";
import { coverHeadline } from "./headline";

/** Open Graph size: the cover doubles as the post's share image. */
export const coverSize = { width: 1200, height: 630 } as const;

/* The brand palette (src/app/globals.css). */
const colours = {
  sand: "#f7f3ec",
  sand200: "#efe6d8",
  sand300: "#e2d4bf",
  ink: "#12332b",
  ink500: "#2f6b5a",
  clay: "#a4552e",
  clay100: "#f0c9a8",
  muted: "#4f5e59",
} as const;

/** A street of gabled roofs along the bottom edge under a low sun, and a dot grid: the agency's motif, drawn faintly. */
function Backdrop() {
  const { width, height } = coverSize;
  const street = height - 40;
  const dots = dotGrid({ left: 860, top: 56, gap: 32, columns: 9, rows: 7 });
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <circle cx={1040} cy={300} r={140} fill={colours.clay100} fillOpacity={0.45} />
      {dots.map(({ cx, cy }) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={2.5} fill={colours.sand300} />
      ))}
      {rooftopPaths(street).map(({ key, d }) => (
        <path key={key} d={d} fill={colours.sand200} stroke={colours.sand300} strokeWidth={2} />
      ))}
      <rect x={0} y={street} width={width} height={height - street} fill={colours.ink} />
      <rect x={0} y={street} width={width} height={6} fill={colours.clay} />
    </svg>
  );
}

function Cover({ headline, fontSize }: { headline: string; fontSize: number }) {
  return (
    <div
      style={{ width: "100%", height: "100%", display: "flex", position: "relative", backgroundColor: colours.sand, color: colours.ink }}
    >
      <div style={{ display: "flex", position: "absolute", left: 0, top: 0, width: coverSize.width, height: coverSize.height }}>
        <Backdrop />
      </div>
      {/* Absolute as well, so that it paints above the backdrop. */}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          position: "absolute",
          left: 72,
          top: 60,
          width: coverSize.width - 2 * 72,
          height: coverSize.height - 60 - 180,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
          <div style={{ width: 14, height: 44, backgroundColor: colours.clay, borderRadius: 3 }} />
          <div style={{ fontFamily: "Inter", fontWeight: 600, fontSize: 26, letterSpacing: 3 }}>{site.name.toUpperCase()}</div>
        </div>
        <div style={{ display: "flex", flexGrow: 1, alignItems: "center" }}>
          <div style={{ display: "flex", maxWidth: 1000, fontFamily: "Fraunces", fontWeight: 600, fontSize, lineHeight: 1.12 }}>
            {headline}
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: 14 }}>
          <div style={{ width: 56, height: 3, backgroundColor: colours.clay }} />
          <div style={{ fontFamily: "Inter", fontWeight: 600, fontSize: 22, color: colours.muted }}>{site.tagline}</div>
        </div>
      </div>
    </div>
  );
}

/** Draws a 1200×630 PNG cover with the description as its headline (satori → SVG, resvg → PNG). */
export async function renderCoverPng(description: string): Promise<Buffer> {
  const { text, fontSize } = coverHeadline(description);
  const svg = await satori(<Cover headline={text} fontSize={fontSize} />, {
    ...coverSize,
    fonts: await satoriFonts([
      { family: "Fraunces", weight: 600 },
      { family: "Inter", weight: 600 },
    ]),
  });
  const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
