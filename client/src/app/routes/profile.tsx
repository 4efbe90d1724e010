// /profile — the signed-in student's profile (features/profile).
export { ProfilePage as Component } from '../../features/profile/components/profile-page';
