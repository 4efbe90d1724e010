// The /complaint page: the form, the 24-hour promise, and what happens after a submit.
import { useNavigate } from 'react-router-dom';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { normalizeError } from '../../lib/errors';
import { notify } from '../../lib/notifications';
import { raiseComplaint } from '../../features/complaints/api/raise-complaint';
import type { ComplaintInput } from '../../features/complaints/complaint-input';
import { ComplaintForm } from '../../features/complaints/components/complaint-form';
import '../../features/complaints/complaints.css';
import '../../styles/content.css';

export function Component() {
  const { status, user } = useAuth();
  const navigate = useNavigate();

  const submit = async (input: ComplaintInput) => {
    if (!user) {
      notify.error(messages.loginToRaiseComplaint);
      await navigate(paths.home.getHref());
      return;
    }
    try {
      const { id } = await raiseComplaint(input);
      notify.success(messages.complaintRaised);
      notify.info(messages.complaintIdIs(id));
      await navigate(paths.profile.getHref());
    } catch (error) {
      notify.error(normalizeError(error));
    }
  };

  return (
    <>
      <title>Raise a Complaint · Campus Hostel</title>
      <section className="page-header" aria-labelledby="complaint-title">
        <div className="container">
          <h1 id="complaint-title">Raise a Complaint</h1>
          <p className="page-header__lead">{messages.complaintPromise}</p>
        </div>
      </section>
      <section className="section" aria-label="Complaint form">
        <div className="container complaint-page">
          <ComplaintForm onSubmit={submit} ready={status === 'ready'} />
        </div>
      </section>
    </>
  );
}
