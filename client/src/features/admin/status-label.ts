// The admin lists' status words.

/** The office's fixed words: admins see Pending (false) and Resolved (true) for applications and complaints alike. */
export function adminStatusLabel(done: boolean): 'Resolved' | 'Pending' {
  return done ? 'Resolved' : 'Pending';
}
