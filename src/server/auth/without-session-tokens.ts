import "server-only";

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function omitToken(value: Json): Json {
  if (!("token" in value)) return value;
  const rest = { ...value };
  delete rest.token;
  return rest;
}

/**
 * The session token belongs in the httpOnly cookie only. better-auth also puts it in JSON: `token` of sign-in,
 * sign-up and change-password, `session.token` of get-session, each session of list-sessions. Returns the same
 * value when it has no token, otherwise a copy without them.
 */
export function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => (isObject(item) ? omitToken(item) : item));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isObject(value)) return value;
  let result = omitToken(value);
  if (isObject(result.session) && "token" in result.session) result = { ...result, session: omitToken(result.session) };
  return result;
}
