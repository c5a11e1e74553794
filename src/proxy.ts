import { NextResponse, type NextRequest } from "next/server";
import { findTeamMember } from "@/content/team";

/**
 * HTTP redirects that depend on our content, answered before any page renders:
 * an unknown /team/{slug} → /team (307), and every old /team-members/* link → /team (308).
 */
export function proxy(request: NextRequest) {
  const [, section, slug] = request.nextUrl.pathname.split("/");
  if (section === "team-members") return NextResponse.redirect(new URL("/team", request.url), 308);
  if (section === "team" && slug && !findTeamMember(decodeURIComponent(slug))) {
    return NextResponse.redirect(new URL("/team", request.url), 307);
  }
  return NextResponse.next();
}

export const config = { matcher: ["/team/:slug+", "/team-members", "/team-members/:path*"] };
