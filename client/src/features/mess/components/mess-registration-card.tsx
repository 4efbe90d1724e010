// The student's mess registration on /mess: where they eat today, the period's window (open, coming or closed), the
// messes feeding their hostel with seats left and a Choose button while it is open, and how they were placed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useAuth } from '../../../lib/auth';
import { normalizeError } from '../../../lib/errors';
import { formatDateTime, formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { useNow } from '../../../lib/use-now';
import { useQuery } from '../../../lib/use-query';
import { chooseMess, getMessRegistration, type MessOption, type MessRegistration } from '../api/registration';
import { MessChoices } from './mess-choices';
import '../mess.css';

function WindowLine({ period }: { period: NonNullable<MessRegistration['period']> }) {
  const { t } = useTranslation('mess');
  const now = useNow(60_000);
  const words = {
    period: period.name,
    from: formatDay(period.starts_on),
    to: formatDay(period.ends_on),
    opens: formatDateTime(period.opens_at),
    closes: formatDateTime(period.closes_at),
  };
  if (period.open) {
    return (
      <>
        <p>{t('registration.open', words)}</p>
        <p className="mess-reg__muted">
          {t(period.allocation === 'lottery' ? 'registration.lottery' : 'registration.firstCome')}
        </p>
      </>
    );
  }
  if (!period.settled && Date.parse(period.opens_at) > now) return <p>{t('registration.later', words)}</p>;
  return <p>{t('registration.closed', words)}</p>;
}

function Placement({ card }: { card: MessRegistration }) {
  const { t } = useTranslation('mess');
  const { registration, period } = card;
  if (!registration || !period) return null;
  const words = { mess: registration.mess_name, period: period.name, from: formatDay(registration.from_on) };
  const how = registration.status === 'requested' ? 'requested' : registration.placed_by;
  return (
    <p className="mess-reg__placement" role="status">
      {t(`registration.placed.${how}`, words)}
      {period.open ? ` ${t('registration.change')}` : ''}
    </p>
  );
}

export function MessRegistrationCard() {
  const { t } = useTranslation('mess');
  const { user } = useAuth();
  const card = useQuery(user ? `mess-registration:${user.id}` : null, getMessRegistration);
  const [choosing, setChoosing] = useState<number | null>(null);

  const choose = async (mess: MessOption) => {
    const period = card.data?.period;
    if (!period) return;
    setChoosing(mess.id);
    try {
      const answer = await chooseMess(period.id, mess.id);
      card.update(() => answer);
      const requested = answer.registration?.status === 'requested';
      notify.success(t(requested ? 'registration.requestedToast' : 'registration.chosenToast', { mess: mess.name }));
    } catch (error) {
      notify.error(normalizeError(error, t('registration.chooseFailed')));
      card.reload();
    } finally {
      setChoosing(null);
    }
  };

  const body = () => {
    if (card.status === 'error') {
      return <RetryMessage role="alert" message={t('registration.failed')} onRetry={card.reload} />;
    }
    if (card.status !== 'success') return <p role="status">{t('registration.loading')}</p>;
    const { data } = card;
    return (
      <>
        {data.today_mess ? <p>{t('registration.today', { mess: data.today_mess.name })}</p> : null}
        {data.hostel === null ? <p className="mess-reg__muted">{t('registration.noBed')}</p> : null}
        {data.period === null ? (
          <p className="mess-reg__muted">{t('registration.noPeriod')}</p>
        ) : (
          <WindowLine period={data.period} />
        )}
        <Placement card={data} />
        {data.period && data.messes.length > 0 ? (
          <MessChoices card={data} choosing={choosing} onChoose={(mess) => void choose(mess)} />
        ) : null}
      </>
    );
  };

  return (
    <section className="panel mess-registration" aria-labelledby="mess-registration-title">
      <h2 id="mess-registration-title">{t('registration.title')}</h2>
      {body()}
    </section>
  );
}
