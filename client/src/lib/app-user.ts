// The app's user as a session names it: its account, office role, token and the metadata the pages read. Part of the
// shell (lib/auth.tsx), so a kept session is the user of the app's first render.
import { OFFICE_ROLES } from '@campus-hostel/contracts/office-roles';
import type { AppUser } from './auth';
import type { SignedIn } from './stale-session';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function toAppUser(signedIn: SignedIn | null): AppUser | null {
  if (!signedIn) return null;
  const { session, stale } = signedIn;
  const { user } = session;
  const meta: Record<string, unknown> = user.user_metadata;
  const appMeta: Record<string, unknown> = user.app_metadata;
  return {
    id: user.id,
    email: user.email ?? '',
    type: OFFICE_ROLES.find((role) => role === appMeta.role) ?? 'user',
    // A stale session's token would be refused: none is handed out until it is refreshed.
    token: stale ? '' : session.access_token,
    userMetadata: {
      avatar_url: text(meta.avatar_url),
      full_name: text(meta.full_name),
      email: text(meta.email),
      role: text(meta.role),
      locale: text(meta.locale),
    },
  };
}
