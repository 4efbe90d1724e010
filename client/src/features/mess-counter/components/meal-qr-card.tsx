// The student's meal QR for /mess: a signed token naming them, drawn large enough to scan from a phone, fetched again
// a minute before it expires and whenever the page comes back into view; their name and roll number beside it.
import { MEAL_TOKEN_SECONDS, type MealCardAnswer } from '@campus-hostel/contracts/api';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { qrImage } from '../../../lib/qr-image';
import { useQuery } from '../../../lib/use-query';
import { getMealCard } from '../api/meal-card';
import '../mess-counter.css';

/** A token is fetched again this long after the last one, a minute before it expires. */
const REFRESH_MS = (MEAL_TOKEN_SECONDS - 60) * 1000;

export function MealQrCard({ userId }: { userId: string }) {
  const { t } = useTranslation('mess-counter');
  const card = useQuery(userId, async (): Promise<MealCardAnswer & { image: string }> => {
    const answer = await getMealCard();
    return { ...answer, image: await qrImage(answer.token) };
  });
  // A reload keeps the QR on screen until the next one arrives, so it never blinks out in front of the counter.
  const { reload } = card;

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    // A phone asleep past the token's life shows a fresh one as soon as it wakes.
    const onShow = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [reload]);

  return (
    <section className="panel meal-qr" aria-labelledby="meal-qr-title">
      <h2 id="meal-qr-title">{t('qr.title')}</h2>
      <p className="meal-qr__lead">{t('qr.lead')}</p>
      {card.status === 'error' ? (
        <RetryMessage role="alert" message={t('qr.failed')} onRetry={card.reload} />
      ) : card.data ? (
        <div className="meal-qr__body">
          <img
            className="meal-qr__code"
            src={card.data.image}
            alt={t('qr.alt', { name: card.data.student.name })}
            width={256}
            height={256}
          />
          <div className="meal-qr__who">
            <p className="meal-qr__name">{card.data.student.name}</p>
            <p>
              {card.data.student.roll_number ? t('qr.roll', { roll: card.data.student.roll_number }) : t('qr.noRoll')}
            </p>
            {card.data.mess ? (
              <p>{t('qr.mess', { name: card.data.mess.name })}</p>
            ) : (
              <p role="note">{t('qr.noMess')}</p>
            )}
          </div>
        </div>
      ) : (
        <p role="status">{t('qr.loading')}</p>
      )}
    </section>
  );
}
