import { NextResponse, type NextRequest } from "next/server";

/**
 * HTTP redirects answered before any page renders: every old /team-members/* link → /team (308). A /team/{slug} that is
 * unknown, renamed or retired is answered by the profile page itself, which reads the team from the database.
 */
export function proxy(request: NextRequest) {
  return NextResponse.redirect(new URL("/team", request.url), 308);
}

export const config = { matcher: ["/team-members", "/team-members/:path*"] };
