// Calls to our API as the signed-in user (a POST, or a GET), with their current access token; the server checks who
// they are and what their role allows.
import type * as z from 'zod/mini';
import { messages } from '../config/messages';
import { apiClient } from './api-client';
import { ApiError } from './errors';
import { getSupabase } from './supabase';

async function currentToken(): Promise<string> {
  const supabase = await getSupabase();
  // getSession() refreshes an expired access token first, so the bearer token is always current.
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  const token = data.session?.access_token;
  if (!token) throw new ApiError(messages.sessionEnded, 401);
  return token;
}

export async function postSignedIn<T>(path: string, body: unknown, answer: z.core.$ZodType<T>): Promise<T> {
  return apiClient.post(path, body, answer, { token: await currentToken() });
}

export async function getSignedIn<T>(path: string, answer: z.core.$ZodType<T>): Promise<T> {
  return apiClient.get(path, answer, { token: await currentToken() });
}
