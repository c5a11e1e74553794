/** Texts of spec sections 4, 6 and 8 for sign-in, sign-up and the admin gate, shared by server and browser. */
export const authMessages = {
  loggingIn: "Logging in...",
  creatingAccount: "Creating account...",
  loginFailed: "Failed to login. Please try again.",
  signupFailed: "Failed to create account. Please try again.",
  signupDoneTitle: "Account created",
  signupDone: "Check your e-mail and open the confirmation link, then log in.",
  accessDeniedTitle: "Access Denied",
  accessDeniedDescription: "You don't have admin privileges.",
} as const;

/** Where each journey goes next (spec section 2). */
export const authRoutes = {
  afterLogin: "/admin/blog",
  forgotPassword: "/forgot-password",
  /** better-auth sends the e-mailed link here with `?token=…`, or `?error=INVALID_TOKEN` when it is used or expired. */
  resetPassword: "/reset-password",
  afterSignup: "/login",
  /** The confirmation link in the sign-up e-mail lands here. */
  afterVerification: "/",
  deniedLogin: "/login?denied=1",
} as const;

/** Forgot password, reset by e-mailed link, and change password. */
export const passwordMessages = {
  /** The same answer whether or not an account uses the address. */
  resetRequestedTitle: "Check your e-mail",
  resetRequested:
    "If an account uses that address, we've sent it a link to choose a new password. The link works once and expires in 1 hour.",
  resetRequestFailed: "We couldn't send the link. Please try again.",
  linkInvalidTitle: "This link has expired or has already been used",
  linkInvalid: "Reset links work once and expire after 1 hour. Ask for a new one and use it within the hour.",
  askForNewLink: "Ask for a new link",
  resetDoneTitle: "Password changed",
  resetDone: "Your new password is set and you were signed out everywhere. Log in with the new password.",
  resetFailed: "We couldn't change your password. Please try again.",
  wrongCurrentPassword: "Your current password is not correct. Nothing was changed.",
  changedTitle: "Password changed",
  changed: "Your new password is set. You stay signed in on this device; every other device was signed out.",
  changeFailed: "We couldn't change your password. Please try again.",
  passwordRules: "At least 8 characters, with an uppercase letter, a lowercase letter and a number.",
} as const;
