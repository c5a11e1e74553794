import localFont from "next/font/local";

// Self-hosted from @fontsource packages, trimmed to the weights the site sets by scripts/subset-fonts.ts (run
// before every build and dev server): nothing is downloaded at build or run time.
export const inter = localFont({
  src: "../fonts/inter-latin-wght-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

export const fraunces = localFont({
  src: "../fonts/fraunces-latin-wght-400-600.woff2",
  variable: "--font-fraunces",
  weight: "400 600",
  display: "swap",
});
