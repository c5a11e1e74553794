import { getAuth } from "@/server/auth/auth";
import { route } from "@/server/http/route";

/** better-auth's endpoints: /api/auth/sign-in/email, /sign-up/email, /verify-email, /sign-out, /get-session … */
export const dynamic = "force-dynamic";

/** Its largest bodies are a name, an e-mail address and a password; better-auth gets only the capped bytes. */
const maxBodyBytes = 16 * 1024;

const handle = route({ maxBodyBytes }, async (request) => {
  const auth = await getAuth();
  return auth.handler(request);
});

export { handle as GET, handle as POST };
