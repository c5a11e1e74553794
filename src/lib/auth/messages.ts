/** Texts of spec sections 4, 6 and 8 for sign-in, sign-up and the admin gate, shared by server and browser. */
export const authMessages = {
  loggingIn: "Logging in...",
  creatingAccount: "Creating account...",
  loginFailed: "Failed to login. Please try again.",
  signupFailed: "Failed to create account. Please try again.",
  accessDeniedTitle: "Access Denied",
  accessDeniedDescription: "You don't have admin privileges.",
} as const;

/** Where each journey goes next (spec section 2). */
export const authRoutes = {
  afterLogin: "/admin/blog",
  afterSignup: "/login",
  /** The confirmation link in the sign-up e-mail lands here. */
  afterVerification: "/",
  deniedLogin: "/login?denied=1",
} as const;
