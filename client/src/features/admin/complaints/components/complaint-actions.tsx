// What the office does with an unresolved complaint: assign it to a member of the office, mark it In progress,
// resolve it. Each sends one request and then has the list read again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { messages } from '../../../../config/messages';
import { notify } from '../../../../lib/notifications';
import { resolveComplaint, resolveFailureMessage } from '../../api/resolve';
import type { AdminComplaint } from '../../types';
import { assignComplaint } from '../api/assign-complaint';
import type { OfficeMember } from '../api/get-office-staff';
import { startComplaint } from '../api/start-complaint';

export interface ComplaintActionsProps {
  complaint: AdminComplaint;
  /** The office's members, or null while they cannot be read (then the complaint cannot be reassigned). */
  staff: readonly OfficeMember[] | null;
  onChanged: () => void;
}

type Busy = 'assign' | 'start' | 'resolve' | null;

function memberLabel(member: OfficeMember): string {
  const email = member.email ?? member.id;
  return member.full_name ? `${member.full_name} (${email})` : email;
}

export function ComplaintActions({ complaint, staff, onChanged }: ComplaintActionsProps) {
  const { t } = useTranslation('admin');
  const [assignee, setAssignee] = useState(complaint.assigned_to ?? '');
  const [busy, setBusy] = useState<Busy>(null);
  const id = complaint.id;

  const run = async (what: Exclude<Busy, null>, action: () => Promise<string>, fallback: string) => {
    setBusy(what);
    try {
      notify.success(await action());
      onChanged();
    } catch (error) {
      notify.error(resolveFailureMessage(error, fallback));
    } finally {
      setBusy(null);
    }
  };

  const assign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      'assign',
      async () => messages.complaintAssigned((await assignComplaint(id, assignee || null)).assigned_email),
      messages.assignComplaintFailed,
    );
  };

  // Someone whose office role was removed may still hold complaints: they stay visible as the current choice.
  const options = (staff ?? []).map((member) => ({ value: member.id, label: memberLabel(member) }));
  if (complaint.assigned_to && !options.some((option) => option.value === complaint.assigned_to)) {
    options.push({ value: complaint.assigned_to, label: complaint.assigned_email ?? complaint.assigned_to });
  }

  return (
    <>
      {staff ? (
        <form className="admin-assign" aria-label={t('complaints.assignFor', { id })} onSubmit={assign}>
          <SelectField
            label={t('complaints.assignLabel')}
            placeholder={t('complaints.nobody')}
            options={options}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            className="button--small"
            busy={busy === 'assign'}
            busyLabel={t('complaints.assigning')}
            disabled={busy !== null || assignee === (complaint.assigned_to ?? '')}
          >
            {t('complaints.assign')}
          </Button>
        </form>
      ) : null}
      {complaint.in_progress_at === null ? (
        <Button
          variant="secondary"
          className="button--small"
          busy={busy === 'start'}
          busyLabel={t('complaints.saving')}
          disabled={busy !== null}
          aria-label={t('complaints.startFor', { id })}
          onClick={() =>
            void run(
              'start',
              async () => {
                await startComplaint(id);
                return messages.complaintStarted;
              },
              messages.startComplaintFailed,
            )
          }
        >
          {t('complaints.start')}
        </Button>
      ) : null}
      <Button
        className="button--small"
        busy={busy === 'resolve'}
        busyLabel={t('complaints.resolving')}
        disabled={busy !== null}
        aria-label={t('complaints.resolveFor', { id })}
        onClick={() =>
          void run(
            'resolve',
            async () => {
              await resolveComplaint(id);
              return messages.complaintResolved;
            },
            messages.resolveComplaintFailed,
          )
        }
      >
        {t('complaints.resolve')}
      </Button>
    </>
  );
}
