// /admin/hostels — occupancy per hostel, for admins (features/admin).
export { HostelsView as Component } from '../../../features/admin/components/hostels-view';
