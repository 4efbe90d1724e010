// A "check status by ID" form: validates the typed ID, looks it up, announces the outcome and shows where it stands.
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { notify } from '../lib/notifications';
import { Button } from './ui/button';
import { TextField } from './ui/field';

/** Where the item stands: the pill's text and colour, and anything said about it (a decision's note). */
export interface StatusResult {
  label: string;
  tone: 'success' | 'pending' | 'rejected';
  detail?: ReactNode;
}

export interface StatusCheckProps<Id> {
  label: string;
  name: string;
  /** Input hints for this kind of ID (inputMode, spellCheck). */
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'spellCheck'>;
  /** The ID typed by the user, or a message saying what is wrong with it. */
  parse: (raw: string) => { id: Id } | { error: string };
  /** Where the item stands, or null when nothing has that ID. */
  lookup: (id: Id) => Promise<StatusResult | null>;
  texts: { notFound: string; checked: string; failed: string };
  /** The item named in the result line, e.g. 'Application <code>A-1</code>'. */
  subject: (id: Id) => ReactNode;
}

export function StatusCheck<Id>({ label, name, inputProps, parse, lookup, texts, subject }: StatusCheckProps<Id>) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ id: Id; status: StatusResult } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parse(value);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    setBusy(true);
    setResult(null);
    try {
      const status = await lookup(parsed.id);
      if (status === null) {
        notify.error(texts.notFound);
      } else {
        notify.success(texts.checked);
        setResult({ id: parsed.id, status });
      }
    } catch (failure) {
      console.warn(`${label} status check failed`, failure);
      notify.error(texts.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form status-check" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={label}
        name={name}
        autoComplete="off"
        {...inputProps}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={t('ui.checking')}>
        {t('ui.checkStatus')}
      </Button>
      <div className="status-check__result" aria-live="polite">
        {result ? (
          <>
            <p>
              {subject(result.id)}
              {t('ui.colon')}
              <span className={`pill pill--${result.status.tone}`}>{result.status.label}</span>
            </p>
            {result.status.detail}
          </>
        ) : null}
      </div>
    </form>
  );
}
