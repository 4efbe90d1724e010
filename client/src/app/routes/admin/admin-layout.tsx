// /admin — the admin area's guard and navigation (features/admin).
export { AdminLayout as Component } from '../../../features/admin/components/admin-layout';
