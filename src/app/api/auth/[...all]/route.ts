import { getAuth } from "@/server/auth/auth";

/** better-auth's endpoints: /api/auth/sign-in/email, /sign-up/email, /verify-email, /sign-out, /get-session … */
export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export { handle as GET, handle as POST };
