// /complaint — the Raise a Complaint page (features/complaints).
export { ComplaintPage as Component } from '../../features/complaints/components/complaint-page';
