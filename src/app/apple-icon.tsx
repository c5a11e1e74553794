import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon, drawn from the same monogram as icon.svg. */
export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", justifyContent: "center", background: "#12332b" }}>
      <svg width="120" height="120" viewBox="0 0 48 48">
        <path d="M24 6 L40 20 L36 20 L36 40 L12 40 L12 20 L8 20 Z" fill="none" stroke="#f7f3ec" strokeWidth="3" strokeLinejoin="round" />
        <rect x="21.5" y="22" width="5" height="18" fill="#d98c5f" />
      </svg>
    </div>,
    size,
  );
}
