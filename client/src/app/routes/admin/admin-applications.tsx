// /admin/applications — every application, for admins (features/admin).
export { ApplicationsView as Component } from '../../../features/admin/components/applications-view';
