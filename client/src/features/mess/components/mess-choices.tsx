// The messes open to a student in a period, each with its caterer, daily rate and seats left, and a Choose button
// while the window is open.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { MessOption, MessRegistration } from '../api/registration';

export interface MessChoicesProps {
  card: MessRegistration;
  /** The mess being chosen now, if any. */
  choosing: number | null;
  onChoose: (mess: MessOption) => void;
}

export function MessChoices({ card, choosing, onChoose }: MessChoicesProps) {
  const { t } = useTranslation('mess');
  const open = card.period?.open === true;
  const lottery = card.period?.allocation === 'lottery';
  return (
    <ul className="mess-reg__choices">
      {card.messes.map((mess) => {
        const mine = card.registration?.mess_id === mess.id;
        const full = !lottery && mess.seats_left === 0;
        return (
          <li key={mess.id} className={mine ? 'mess-reg__choice mess-reg__choice--mine' : 'mess-reg__choice'}>
            <div className="mess-reg__about">
              <strong>{mess.name}</strong>
              <span className="mess-reg__muted">
                {mess.caterer} · {t('registration.rate', { rate: formatMoney(mess.daily_rate_minor) })}
              </span>
              <span className="mess-reg__muted">
                {mess.is_default ? `${t('registration.default')} · ` : ''}
                {t('registration.seatsLeft', { count: mess.seats_left, seats: formatNumber(mess.seats_left) })}
                {lottery
                  ? ` · ${t('registration.requests', { count: mess.requested, n: formatNumber(mess.requested) })}`
                  : ''}
              </span>
            </div>
            {mine ? (
              <span className="mess-reg__mine">{t('registration.yours')}</span>
            ) : open ? (
              <Button
                variant="secondary"
                busy={choosing === mess.id}
                disabled={choosing !== null || full}
                onClick={() => onChoose(mess)}
              >
                {full ? t('registration.full', { mess: mess.name }) : t('registration.choose', { mess: mess.name })}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
