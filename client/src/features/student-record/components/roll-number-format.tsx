// An admin sets the institute's roll number format (a pattern from ^ to $) and the example students are shown. A
// format the records kept today would not fit is refused, saying how many; the form keeps what was typed.
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { RetryMessage } from '../../../components/ui/retry-message';
import { ApiError, normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useQuery } from '../../../lib/use-query';
import {
  formatProblem,
  getRollNumberFormat,
  setRollNumberFormat,
  type RollNumberFormat,
} from '../api/roll-number-format';
import '../student-record.css';

type Problems = Partial<Record<keyof RollNumberFormat, string>>;

/** The server's refusal said where it belongs, in the reader's language. */
function problemsOf(error: unknown, t: TFunction<'records'>): Problems | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'format_invalid') return { pattern: t('format.errors.pattern') };
  if (error.code === 'format_example_misfit') return { example: t('format.errors.example') };
  if (error.code === 'format_misfits') return { pattern: t('format.errors.misfits', { count: error.misfits ?? 0 }) };
  return null;
}

function FormatForm({ initial, onSaved }: { initial: RollNumberFormat; onSaved: () => void }) {
  const { t } = useTranslation('records');
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof RollNumberFormat) => ({
    value: draft[name],
    error: problems[name],
    'aria-invalid': problems[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [name]: value }));
      setProblems((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = formatProblem(draft);
    if (found) {
      setProblems({ [found]: t(`format.errors.${found}`) });
      return;
    }
    setBusy(true);
    try {
      const saved = await setRollNumberFormat({ pattern: draft.pattern.trim(), example: draft.example.trim() });
      setDraft(saved);
      notify.success(t('format.saved'));
      onSaved();
    } catch (error) {
      const refused = problemsOf(error, t);
      if (refused) setProblems(refused);
      notify.error(refused ? (Object.values(refused)[0] ?? normalizeError(error)) : normalizeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('format.pattern')}
        name="pattern"
        autoComplete="off"
        spellCheck={false}
        hint={t('format.patternHint')}
        maxLength={200}
        {...field('pattern')}
      />
      <TextField
        label={t('format.example')}
        name="example"
        autoComplete="off"
        hint={t('format.exampleHint')}
        maxLength={20}
        {...field('example')}
      />
      <Button type="submit" busy={busy} busyLabel={t('saving')}>
        {t('format.save')}
      </Button>
    </form>
  );
}

export function RollNumberFormatPanel() {
  const { t } = useTranslation('records');
  const format = useQuery('roll-number-format', getRollNumberFormat);
  return (
    <section className="panel" aria-labelledby="roll-format-title">
      <h2 id="roll-format-title">{t('format.title')}</h2>
      <p className="profile-muted">{t('format.lead')}</p>
      {format.status === 'loading' || format.status === 'idle' ? <p role="status">{t('format.loading')}</p> : null}
      {format.status === 'error' ? (
        <RetryMessage role="alert" message={t('format.failed')} onRetry={format.reload} />
      ) : null}
      {format.status === 'success' ? <FormatForm initial={format.data} onSaved={format.reload} /> : null}
    </section>
  );
}
