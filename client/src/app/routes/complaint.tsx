// The /complaint page: the form, the 24-hour promise, and what happens after a submit.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { normalizeError } from '../../lib/errors';
import { clearDraft, keepDraft, readDraft } from '../../lib/form-drafts';
import { notify } from '../../lib/notifications';
import { raiseComplaint } from '../../features/complaints/api/raise-complaint';
import type { ComplaintInput } from '../../features/complaints/complaint-input';
import { ComplaintForm } from '../../features/complaints/components/complaint-form';
import '../../features/complaints/complaints.css';
import '../../styles/content.css';

const DRAFT = 'complaint';

export function Component() {
  const { t } = useTranslation(['complaints', 'messages']);
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [initial] = useState(() => readDraft(DRAFT));

  useEffect(() => {
    // A file chosen before signing in stayed on the device: say so once the student is back.
    const file = initial?.attachmentName;
    if (user && file) notify.info(messages.attachAgain(file));
  }, [user, initial]);

  const submit = async (input: ComplaintInput) => {
    if (!user) {
      const { type, category, description, urgency, attachment } = input;
      keepDraft(DRAFT, {
        type,
        category,
        description,
        urgency,
        ...(attachment ? { attachmentName: attachment.name } : {}),
      });
      notify.error(messages.loginToRaiseComplaint);
      await navigate(paths.login.getHref('student', paths.complaint.getHref()));
      return;
    }
    try {
      const { id } = await raiseComplaint(input);
      clearDraft(DRAFT);
      notify.success(messages.complaintRaised);
      notify.info(messages.complaintIdIs(id));
      await navigate(paths.profile.getHref());
    } catch (error) {
      notify.error(normalizeError(error));
    }
  };

  return (
    <>
      <title>{t('page.pageTitle')}</title>
      <section className="page-header" aria-labelledby="complaint-title">
        <div className="container">
          <h1 id="complaint-title">{t('page.title')}</h1>
          <p className="page-header__lead">{t('messages:complaintPromise')}</p>
        </div>
      </section>
      <section className="section" aria-label={t('page.formLabel')}>
        <div className="container complaint-page">
          <ComplaintForm onSubmit={submit} ready={status === 'ready'} {...(initial ? { initial } : {})} />
        </div>
      </section>
    </>
  );
}
