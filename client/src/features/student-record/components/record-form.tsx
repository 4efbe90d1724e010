// The student fills in their record once (in the profile, or before their first booking); a refused roll number is
// said under its field, and the database's answer decides.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useQuery } from '../../../lib/use-query';
import { createOwnRecord, getRollNumberExample } from '../api/student-record';
import { EMPTY_DRAFT, checkDraft, type RecordDraft, type RecordProblems } from '../record-draft';
import { RecordFields } from './record-fields';
import '../student-record.css';

export function RecordForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('records');
  const example = useQuery('roll-number-example', getRollNumberExample);
  const [draft, setDraft] = useState<RecordDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<RecordProblems>({});
  const [rollRefusal, setRollRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setBusy(true);
    try {
      const outcome = await createOwnRecord(checked.record);
      if (outcome === 'roll_taken' || outcome === 'roll_format') {
        setRollRefusal(t(`outcomes.${outcome}`, { example: example.data ?? '' }));
        setBusy(false);
        return;
      }
      notify.success(outcome === 'created' ? t('saved') : t('outcomes.exists'));
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error));
      setBusy(false);
    }
  };

  return (
    <form className="form record-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="profile-muted">{t('why')}</p>
      <RecordFields
        draft={draft}
        problems={problems}
        rollRefusal={rollRefusal}
        rollExample={example.data}
        onChange={(field, value) => {
          setDraft((current) => ({ ...current, [field]: value }));
          setProblems((current) => ({ ...current, [field]: undefined }));
          if (field === 'roll_number') setRollRefusal(undefined);
        }}
      />
      <Button type="submit" busy={busy} busyLabel={t('saving')}>
        {t('save')}
      </Button>
    </form>
  );
}
