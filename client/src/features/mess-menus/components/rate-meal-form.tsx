// Rates one meal served today: 1 to 5 stars as radio buttons and an optional comment; sending again replaces it.
import { MEAL_COMMENT_MAX, type MenuMeal } from '@campus-hostel/contracts/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { rateMeal, type ServedMeal } from '../api/ratings';

const STARS = [1, 2, 3, 4, 5] as const;

export function RateMealForm({ served, onRated }: { served: ServedMeal; onRated: () => void }) {
  const { t } = useTranslation('mess-menus');
  const id = useId();
  const meal: string = t(`meals.${served.meal satisfies MenuMeal}`);
  const [stars, setStars] = useState<number | null>(served.rating?.stars ?? null);
  const [comment, setComment] = useState(served.rating?.comment ?? '');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setMissing(true);
      document.getElementById(`${id}-1`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await rateMeal({ meal: served.meal, stars, comment: comment.trim() || null });
      notify.success(t('rate.done', { meal }));
      onRated();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="rate-form"
      aria-label={t('rate.form', { meal })}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3>{meal}</h3>
      {served.rating ? <p className="mess-muted">{t('rate.yours', { count: served.rating.stars })}</p> : null}
      <fieldset className="rate-form__stars" aria-describedby={missing ? `${id}-error` : undefined}>
        <legend>{t('rate.stars')}</legend>
        {STARS.map((n) => (
          <label key={n} className="rate-form__star">
            <input
              id={`${id}-${n}`}
              type="radio"
              name={`${id}-stars`}
              value={n}
              checked={stars === n}
              onChange={() => {
                setStars(n);
                setMissing(false);
              }}
            />
            <span>{t('rate.star', { count: n })}</span>
          </label>
        ))}
        {missing ? (
          <p className="field__error" id={`${id}-error`}>
            {t('rate.starsRequired')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('rate.comment')}
        value={comment}
        maxLength={MEAL_COMMENT_MAX}
        rows={2}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={t('rate.sending')}>
        {served.rating ? t('rate.update') : t('rate.submit')}
      </Button>
    </form>
  );
}
