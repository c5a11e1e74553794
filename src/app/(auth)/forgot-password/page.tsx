import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Forgot Password",
  description: "Ask for a link to choose a new Ironbark Realty password.",
  path: "/forgot-password",
  noIndex: true,
});

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" intro="Enter your account's e-mail address and we'll send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
