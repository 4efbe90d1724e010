// The guardian's answer to a leave, by the link mailed to them and the code in that mail: what the student asks for
// (who, hostel, when, where, why), the code, and Consent or Refuse. Every refusal of the link is said in words.
import { CONSENT_CODE_LENGTH, type ConsentViewAnswer, type GuardianDecision } from '@campus-hostel/contracts/api';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { TextField } from '../../../components/ui/field';
import { ApiError, normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { answerConsent, viewConsent } from '../api/consent';

/** The link's problems (404, 410, 429) that no retry of the same link mends. */
const LINK_PROBLEMS = ['not_found', 'link_used', 'link_expired', 'link_locked', 'closed'] as const;
type LinkProblem = (typeof LINK_PROBLEMS)[number] | 'too_many';

function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return 'too_many';
  const code = error.code as string | undefined;
  return LINK_PROBLEMS.find((problem) => problem === code) ?? null;
}

function LinkProblemMessage({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('leave');
  return (
    <div role="alert" className="leave-consent__problem">
      <h2>{t(`consent.problems.${problem}.title`)}</h2>
      <p>{t(`consent.problems.${problem}.text`)}</p>
    </div>
  );
}

function LeaveAsked({ view }: { view: ConsentViewAnswer }) {
  const { t } = useTranslation('leave');
  return (
    <dl className="leave-consent__facts">
      <dt>{t('consent.student')}</dt>
      <dd>{view.student_name ?? t('consent.unnamed')}</dd>
      <dt>{t('consent.hostel')}</dt>
      <dd>{view.hostel_name}</dd>
      <dt>{t('consent.from')}</dt>
      <dd>
        <time dateTime={view.from}>{formatDateTime(view.from)}</time>
      </dd>
      <dt>{t('consent.to')}</dt>
      <dd>
        <time dateTime={view.to}>{formatDateTime(view.to)}</time>
      </dd>
      <dt>{t('consent.destination')}</dt>
      <dd>{view.destination}</dd>
      <dt>{t('consent.reason')}</dt>
      <dd>{view.reason}</dd>
    </dl>
  );
}

function AnswerForm({ token, view }: { token: string; view: ConsentViewAnswer }) {
  const { t } = useTranslation('leave');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<GuardianDecision | null>(null);
  const [answered, setAnswered] = useState<GuardianDecision | null>(null);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const decision = useRef<GuardianDecision>('consented');
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!new RegExp(`^\\d{${CONSENT_CODE_LENGTH}}$`).test(typed)) {
      setError(t('consent.codeInvalid'));
      field.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(decision.current);
    try {
      setAnswered((await answerConsent({ token, code: typed, decision: decision.current })).decision);
    } catch (failure) {
      const found = linkProblemOf(failure);
      if (found) setProblem(found);
      else {
        setError(
          failure instanceof ApiError && failure.code === 'wrong_code'
            ? t('consent.wrongCode')
            : normalizeError(failure),
        );
        field.current?.focus();
      }
    } finally {
      setBusy(null);
    }
  };

  if (answered) {
    return (
      <p role="status" className="leave-consent__done">
        {t(`consent.done.${answered}`, { name: view.student_name ?? t('consent.unnamed') })}
      </p>
    );
  }
  if (problem) return <LinkProblemMessage problem={problem} />;
  return (
    <form
      className="leave-form"
      aria-label={t('consent.formLabel')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        ref={field}
        label={t('consent.code')}
        hint={t('consent.codeHint', { until: formatDateTime(view.expires_at) })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CONSENT_CODE_LENGTH}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="leave-entry__actions">
        <Button
          type="submit"
          busy={busy === 'consented'}
          busyLabel={t('consent.sending')}
          disabled={busy !== null}
          onClick={() => (decision.current = 'consented')}
        >
          {t('consent.consent')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          busy={busy === 'refused'}
          busyLabel={t('consent.sending')}
          disabled={busy !== null}
          onClick={() => (decision.current = 'refused')}
        >
          {t('consent.refuse')}
        </Button>
      </div>
    </form>
  );
}

/** `token`: the link's fragment, or null when the address carries none that could be a link's. */
export function GuardianConsent({ token }: { token: string | null }) {
  const { t } = useTranslation('leave');
  const view = useQuery(token, () => viewConsent(token ?? ''));
  if (token === null) return <LinkProblemMessage problem="not_found" />;
  if (view.status === 'error') {
    const problem = linkProblemOf(view.error);
    return problem ? (
      <LinkProblemMessage problem={problem} />
    ) : (
      <RetryMessage role="alert" message={normalizeError(view.error)} onRetry={view.reload} />
    );
  }
  if (!view.data) return <p role="status">{t('consent.loading')}</p>;
  return (
    <section className="panel" aria-labelledby="leave-consent-asked">
      <h2 id="leave-consent-asked">{t('consent.asked')}</h2>
      <LeaveAsked view={view.data} />
      <AnswerForm token={token} view={view.data} />
    </section>
  );
}
