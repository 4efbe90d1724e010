// Password sign-in for students (Supabase Auth) and admins (our API, then the session handed to supabase-js).
import { apiClient, asRecord } from "../../../lib/api-client";
import { setRememberMe } from "../../../lib/auth-storage";
import { getSupabase } from "../../../lib/supabase";

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

/** The spec's rule: both fields must be filled in (no format or length checks). */
export function missingCredentials(input: {
  email: string;
  password: string;
}): ("email" | "password")[] {
  const missing: ("email" | "password")[] = [];
  if (input.email.trim() === "") missing.push("email");
  if (input.password === "") missing.push("password");
  return missing;
}

export async function signInWithPassword({
  email,
  password,
  remember,
}: Credentials): Promise<void> {
  setRememberMe(remember);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({
    email: email.trim(),
    password,
  });
  if (error) throw error;
}

export interface AdminSession {
  user: { id: string; email: string | null; type: "admin" };
  token: string;
  refreshToken: string;
}

function parseAdminSession(body: unknown): AdminSession {
  const record = asRecord(body);
  const user = asRecord(record.user);
  if (
    typeof record.token !== "string" ||
    typeof record.refresh_token !== "string" ||
    typeof user.id !== "string"
  ) {
    throw new TypeError("The admin login answer is missing its token");
  }
  return {
    user: {
      id: user.id,
      email: typeof user.email === "string" ? user.email : null,
      type: "admin",
    },
    token: record.token,
    refreshToken: record.refresh_token,
  };
}

/** Admin sign-in goes through the server (which admits only admins); the session then drives RLS as usual. */
export async function signInAsAdmin({
  email,
  password,
  remember,
}: Credentials): Promise<AdminSession> {
  const session = await apiClient.post(
    "/admin/login",
    { email: email.trim(), password },
    parseAdminSession,
  );
  setRememberMe(remember);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.setSession({
    access_token: session.token,
    refresh_token: session.refreshToken,
  });
  if (error) throw error;
  return session;
}
