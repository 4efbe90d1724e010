// A "check status by ID" form: validates the typed ID, looks it up, announces the outcome and shows done or Pending.
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { notify } from '../lib/notifications';
import { Button } from './ui/button';
import { TextField } from './ui/field';

export interface StatusCheckProps<Id> {
  label: string;
  name: string;
  /** Input hints for this kind of ID (inputMode, spellCheck). */
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'spellCheck'>;
  /** The ID typed by the user, or a message saying what is wrong with it. */
  parse: (raw: string) => { id: Id } | { error: string };
  /** True when done, false while pending, null when nothing has that ID. */
  lookup: (id: Id) => Promise<boolean | null>;
  texts: { notFound: string; checked: string; failed: string };
  /** The item named in the result line, e.g. 'Application <code>A-1</code>'. */
  subject: (id: Id) => ReactNode;
  /** What the result pill says when done, e.g. 'Approved'. */
  doneLabel: string;
}

export function StatusCheck<Id>({
  label,
  name,
  inputProps,
  parse,
  lookup,
  texts,
  subject,
  doneLabel,
}: StatusCheckProps<Id>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ id: Id; done: boolean } | null>(null);
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
        setResult({ id: parsed.id, done: status });
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
      <Button type="submit" busy={busy} busyLabel="Checking...">
        Check status
      </Button>
      <div className="status-check__result" aria-live="polite">
        {result ? (
          <p>
            {subject(result.id)}:{' '}
            <span className={result.done ? 'pill pill--success' : 'pill pill--pending'}>
              {result.done ? doneLabel : 'Pending'}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
