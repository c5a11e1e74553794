import "server-only";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "@/content/site";
import { dotGrid, rooftopPaths } from "@/lib/media/rooftops";
import { socialCardSize, type SocialCard } from "@/content/seo/social-cards";
import { satoriFonts } from "@/server/fonts";
import { logger } from "@/server/log";
import { artToPng, loadArt, type ArtSource } from "./art";

/* The brand palette (src/app/globals.css). */
const colours = {
  ink: "#12332b",
  ink400: "#1c4a3e",
  ink500: "#2f6b5a",
  sand: "#f7f3ec",
  clay: "#d98c5f",
  clay100: "#f0c9a8",
} as const;

const { width, height } = socialCardSize;
const padding = 72;
const portraitBox = { width: 380, height: 475 } as const;

/** How many lines a title wraps to, word by word, at about `perLine` characters a line. */
function lineCount(title: string, perLine: number): number {
  let lines = 1;
  let length = 0;
  for (const word of title.split(/\s+/)) {
    if (length > 0 && length + 1 + word.length > perLine) {
      lines += 1;
      length = word.length;
    } else {
      length += (length > 0 ? 1 : 0) + word.length;
    }
  }
  return lines;
}

/** The title's size: the largest whose lines (at Fraunces' average width, 0.58 em) fit about 240 px of height. */
export function titleFontSize(title: string, columnWidth: number): number {
  for (const size of [84, 72, 62, 54, 46]) {
    if (lineCount(title, Math.floor(columnWidth / (size * 0.58))) * size * 1.08 <= 240) return size;
  }
  return 40;
}

/** Rooftops along the bottom edge and a dot grid, faint: the agency's motif, for cards without a picture. */
function Backdrop() {
  const street = height - 26;
  const dots = dotGrid({ left: 900, top: 64, gap: 34, columns: 8, rows: 6 });
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <circle cx={1050} cy={250} r={150} fill={colours.clay} fillOpacity={0.14} />
      {dots.map(({ cx, cy }) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={2.5} fill={colours.sand} fillOpacity={0.16} />
      ))}
      {rooftopPaths(street).map(({ key, d }) => (
        <path key={key} d={d} fill={colours.sand} fillOpacity={0.06} />
      ))}
      <rect x={0} y={street} width={width} height={height - street} fill={colours.clay} fillOpacity={0.9} />
    </svg>
  );
}

function Words({ card, columnWidth }: { card: SocialCard; columnWidth: number }) {
  const size = titleFontSize(card.title, columnWidth);
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        position: "absolute",
        left: padding,
        top: 64,
        width: columnWidth,
        height: height - 64 - 68,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
        <div style={{ width: 14, height: 44, backgroundColor: colours.clay, borderRadius: 3 }} />
        <div style={{ fontFamily: "Inter", fontWeight: 600, fontSize: 26, letterSpacing: 3 }}>{site.name.toUpperCase()}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center", gap: 18 }}>
        <div style={{ display: "flex", fontFamily: "Inter", fontWeight: 600, fontSize: 24, letterSpacing: 2, color: colours.clay100 }}>
          {card.eyebrow.toUpperCase()}
        </div>
        <div style={{ display: "block", fontFamily: "Fraunces", fontWeight: 600, fontSize: size, lineHeight: 1.08, lineClamp: 3 }}>
          {card.title}
        </div>
        {card.subtitle ? (
          <div
            style={{ display: "block", fontFamily: "Inter", fontWeight: 400, fontSize: 28, lineHeight: 1.35, opacity: 0.9, lineClamp: 2 }}
          >
            {card.subtitle}
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 14 }}>
        <div style={{ width: 56, height: 3, backgroundColor: colours.clay }} />
        <div style={{ fontFamily: "Inter", fontWeight: 600, fontSize: 24 }}>{"Gregory Hills NSW · South West Sydney"}</div>
      </div>
    </div>
  );
}

function Card({ card, picture }: { card: SocialCard; picture: string | null }) {
  const kind = picture ? card.art?.kind : undefined;
  return (
    <div
      style={{
        display: "flex",
        position: "relative",
        width,
        height,
        color: colours.sand,
        background: `linear-gradient(135deg, ${colours.ink} 0%, ${colours.ink400} 60%, ${colours.ink500} 100%)`,
      }}
    >
      {kind === "scene" ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws an <img>, not the browser */}
          <img
            src={picture!}
            alt=""
            width={width}
            height={height}
            style={{ position: "absolute", left: 0, top: 0, width, height, objectFit: "cover" }}
          />
          <div
            style={{
              display: "flex",
              position: "absolute",
              left: 0,
              top: 0,
              width,
              height,
              background:
                "linear-gradient(90deg, rgba(18,51,43,0.97) 0%, rgba(18,51,43,0.92) 42%, rgba(18,51,43,0.45) 72%, rgba(18,51,43,0.05) 100%)",
            }}
          />
        </>
      ) : (
        <div style={{ display: "flex", position: "absolute", left: 0, top: 0, width, height }}>
          <Backdrop />
        </div>
      )}
      {kind === "portrait" ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws an <img>, not the browser
        <img
          src={picture!}
          alt=""
          width={portraitBox.width}
          height={portraitBox.height}
          style={{
            position: "absolute",
            left: width - padding - portraitBox.width,
            top: (height - portraitBox.height) / 2 - 6,
            borderRadius: 28,
            border: `4px solid ${colours.clay}`,
          }}
        />
      ) : null}
      <Words
        card={card}
        columnWidth={kind === "portrait" ? width - 3 * padding - portraitBox.width : kind === "scene" ? 700 : width - 2 * padding - 60}
      />
    </div>
  );
}

export interface RenderOptions {
  /** Where the picture comes from; tests pass their own. Default: public/art and the upload storage. */
  loadArt?: (src: string) => Promise<ArtSource | null>;
  /** A picture to use when the card's own cannot be read. */
  fallbackArtSrc?: string;
}

/**
 * The card's picture as a PNG data URI sized for its place, or null for a card without one. A picture that cannot
 * be read or drawn gives way to the fallback, and then to a card without a picture: a share preview never fails.
 */
async function picture(card: SocialCard, options: RenderOptions): Promise<string | null> {
  if (!card.art) return null;
  const load = options.loadArt ?? loadArt;
  const box = card.art.kind === "portrait" ? portraitBox : socialCardSize;
  for (const src of [card.art.src, options.fallbackArtSrc]) {
    if (!src) continue;
    try {
      const art = await load(src);
      if (art) return `data:image/png;base64,${(await artToPng(art, box)).toString("base64")}`;
    } catch (error) {
      logger.warn({ err: error, src, card: card.key }, "a social card's picture could not be drawn");
    }
  }
  return null;
}

/** Draws a card as a 1200 × 630 PNG (satori lays it out as SVG, resvg paints it). */
export async function renderSocialCard(card: SocialCard, options: RenderOptions = {}): Promise<Buffer> {
  const fonts = await satoriFonts([
    { family: "Fraunces", weight: 600 },
    { family: "Inter", weight: 400 },
    { family: "Inter", weight: 600 },
  ]);
  const svg = await satori(<Card card={card} picture={await picture(card, options)} />, { ...socialCardSize, fonts });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng());
}

/**
 * A card as an HTTP answer. `immutable` when the address carries the card's version (an edit changes the address):
 * browsers and CDNs may keep it for a year. Otherwise a short lifetime.
 */
export function socialCardResponse(png: Buffer, { immutable }: { immutable: boolean }): Response {
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
