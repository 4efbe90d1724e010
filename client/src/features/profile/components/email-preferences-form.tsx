// The profile's Email notifications: one checkbox per kind the user may turn off (checked = emailed), saved at once.
import { useTranslation } from 'react-i18next';
import {
  EMAIL_CHOICE_KINDS,
  GUEST_NOTIFICATION_KINDS,
  STUDENT_NOTIFICATION_KINDS,
  type NotificationKind,
} from '@campus-hostel/contracts/notification-kinds';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';

/** Whose choices: the office's accounts also choose about the office's own kinds, a guest's only about a guest's. */
export type EmailAudience = 'office' | 'student' | 'guest';

const KINDS: Readonly<Record<EmailAudience, readonly NotificationKind[]>> = {
  office: EMAIL_CHOICE_KINDS,
  student: STUDENT_NOTIFICATION_KINDS,
  guest: GUEST_NOTIFICATION_KINDS,
};

export interface EmailPreferencesFormProps {
  audience: EmailAudience;
  initialOff: readonly NotificationKind[];
  onSave: (emailOff: readonly NotificationKind[]) => Promise<readonly NotificationKind[]>;
}

export function EmailPreferencesForm({ audience, initialOff, onSave }: EmailPreferencesFormProps) {
  const { t } = useTranslation(['profile', 'messages']);
  const kinds = KINDS[audience];
  const [off, setOff] = useState<ReadonlySet<NotificationKind>>(() => new Set(initialOff));
  const [busy, setBusy] = useState(false);

  const toggle = (kind: NotificationKind, emailed: boolean) => {
    setOff((current) => {
      const next = new Set(current);
      if (emailed) next.delete(kind);
      else next.add(kind);
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // Kinds this account is not offered keep whatever was stored for them.
      const saved = await onSave(EMAIL_CHOICE_KINDS.filter((kind) => off.has(kind)));
      setOff(new Set(saved));
      notify.success(messages.emailChoicesSaved);
    } catch (error) {
      notify.error(normalizeError(error, messages.emailChoicesFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form email-preferences" onSubmit={(event) => void submit(event)}>
      <fieldset className="email-preferences__kinds">
        <legend>{t('email.legend')}</legend>
        {kinds.map((kind) => (
          <CheckboxField
            key={kind}
            name="emailed"
            value={kind}
            label={t(`email.kinds.${kind}`)}
            checked={!off.has(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
        ))}
      </fieldset>
      <p className="profile-muted">{t('messages:emailChoicesNote')}</p>
      <Button type="submit" variant="secondary" busy={busy} busyLabel={t('saving')}>
        {t('email.save')}
      </Button>
    </form>
  );
}
