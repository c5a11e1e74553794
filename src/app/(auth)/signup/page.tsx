import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Sign Up",
  description: "Create an Ironbark Realty account.",
  path: "/signup",
  noIndex: true,
});

export default function SignupPage() {
  return (
    <AuthCard title="Create an account" intro="We'll e-mail you a link to confirm your address.">
      <SignupForm />
    </AuthCard>
  );
}
