import { ImageResponse } from "next/og";
import { site } from "@/content/site";

export const alt = `${site.name} — ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The default social-share card, rendered once at build time. */
export default function OpengraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 72,
          background: "linear-gradient(135deg, #12332b 0%, #1c4a3e 60%, #2f6b5a 100%)",
          color: "#f7f3ec",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 40, letterSpacing: 2 }}>
          <div style={{ width: 18, height: 56, background: "#d98c5f", borderRadius: 4 }} />
          {site.name.toUpperCase()}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
          <div style={{ fontSize: 76, lineHeight: 1.05, maxWidth: 960 }}>{site.tagline}</div>
          <div style={{ fontSize: 30, color: "#f0c9a8" }}>Gregory Hills · Oran Park · Gledswood Hills · Leppington</div>
        </div>
        <div style={{ fontSize: 30 }}>{site.phone.display}</div>
      </div>
    ),
    size,
  );
}
