import { publicRoutes } from "@/content/public-routes";
import { suburbGuides, suburbPaths } from "@/content/suburbs";
import { team } from "@/content/team";

/**
 * Every public page of a fresh e2e server: the fixed routes, and the profiles of the team written into its new
 * database at the first start (the team lives in the database since the admin's Team page).
 */
export const publicPagePaths: readonly string[] = [
  ...publicRoutes.map((route) => route.path),
  ...team.map((member) => `/team/${member.slug}`),
];

/**
 * The layout a public page is drawn with: the suburb guides of one variant share one (the full guides' buying and
 * selling pages one each), as do the team's profiles.
 */
function layoutOf(path: string): string {
  if (suburbPaths.includes(path)) {
    const [slug, page = "guide"] = path.slice(1).split("/");
    return `suburb ${suburbGuides.find((guide) => guide.slug === slug)?.variant} ${page}`;
  }
  if (path.startsWith("/team/")) return "/team/[slug]";
  return path;
}

/**
 * The first page of each layout: for checks of what the viewport changes (the mobile sweep), where the pages of one
 * layout differ only in their words, which the desktop sweep checks on every page.
 */
export const onePagePerLayout: readonly string[] = publicPagePaths.filter(
  (path, index) => publicPagePaths.findIndex((other) => layoutOf(other) === layoutOf(path)) === index,
);
