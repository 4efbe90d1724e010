// /admin/complaints — every complaint, for admins (features/admin).
export { ComplaintsView as Component } from '../../../features/admin/components/complaints-view';
