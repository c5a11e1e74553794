"use server";

import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { EnquiryActionState } from "@/app/(site)/_actions/enquiry-action-state";
import { authMessages, authRoutes } from "@/lib/auth/messages";
import { loginSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { getAuth } from "@/server/auth/auth";

/** The login form's answer without JavaScript, in the shape the lead forms' inline status shows. */
export type SignInFormState = EnquiryActionState;

/** Request headers better-auth reads: the origin check, the client address for its limits, the session cookie. */
const forwardedHeaders = ["origin", "cookie", "user-agent", "x-client-ip", "x-forwarded-for"];

/**
 * Signing in without JavaScript: the login form posts here, and the attempt goes through better-auth's own
 * `/sign-in/email` endpoint exactly as the browser client's would, so its origin check, rate limits and
 * account rules apply unchanged. On success its session cookie is passed on and the admin lands on the
 * dashboard; a refusal comes back as the page's message, with the e-mail address kept.
 */
export async function signInFormAction(_previous: SignInFormState, formData: FormData): Promise<SignInFormState> {
  const email = String(formData.get("email") ?? "");
  const refuse = (title: string, message: string): SignInFormState => ({ status: "error", title, message, values: { email } });

  const parsed = validate(loginSchema, { email, password: String(formData.get("password") ?? "") });
  if (!parsed.ok) return refuse("Invalid Input", parsed.message);

  let response: Response;
  try {
    const auth = await getAuth();
    const incoming = await headers();
    const forwarded = new Headers({ "content-type": "application/json" });
    for (const name of forwardedHeaders) {
      const value = incoming.get(name);
      if (value) forwarded.set(name, value);
    }
    response = await auth.handler(
      new Request(`${auth.options.baseURL}/api/auth/sign-in/email`, { method: "POST", headers: forwarded, body: JSON.stringify(parsed.data) }),
    );
  } catch {
    return refuse("Error", authMessages.loginFailed);
  }

  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const refusedWithReason = response.status < 500 && typeof body?.message === "string" && body.message.trim() !== "";
    return refuse("Error", refusedWithReason ? String(body.message) : authMessages.loginFailed);
  }

  const jar = await cookies();
  for (const setCookie of response.headers.getSetCookie()) {
    for (const [name, attributes] of parseSetCookieHeader(setCookie)) jar.set(name, attributes.value, toCookieOptions(attributes));
  }
  redirect(authRoutes.afterLogin);
}
