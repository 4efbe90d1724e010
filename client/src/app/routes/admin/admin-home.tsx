// /admin — the admin dashboard (features/admin).
export { AdminHome as Component } from '../../../features/admin/components/admin-home';
