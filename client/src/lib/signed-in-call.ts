// Calls to our API as the signed-in user, with their current access token; the server checks who they are and what
// their role allows.
import type { ApiRoute, RouteAnswer } from '@campus-hostel/contracts/api';
import { messages } from '../config/messages';
import { apiClient, type CallInput } from './api-client';
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

export async function callSignedIn<R extends ApiRoute>(route: R, input: CallInput<R>): Promise<RouteAnswer<R>> {
  return apiClient.call(route, input, { token: await currentToken() });
}
