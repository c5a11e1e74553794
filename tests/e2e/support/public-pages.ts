import { publicRoutes } from "@/content/public-routes";
import { team } from "@/content/team";

/**
 * Every public page of a fresh e2e server: the fixed routes, and the profiles of the team written into its new
 * database at the first start (the team lives in the database since the admin's Team page).
 */
export const publicPagePaths: readonly string[] = [
  ...publicRoutes.map((route) => route.path),
  ...team.map((member) => `/team/${member.slug}`),
];
