// /complaint — the Raise a Complaint page (features/complaints).
import '../../styles/content.css';
export { ComplaintPage as Component } from '../../features/complaints/components/complaint-page';
