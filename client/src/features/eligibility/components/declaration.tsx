// The one-time declaration: gender and marital status, asked once (profile or before booking), then only shown.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import type { Gender } from '@campus-hostel/contracts/database';
import { GENDERS, declare, type Declaration } from '../api/declaration';

export function DeclarationSummary({ declaration }: { declaration: Declaration }) {
  const { t } = useTranslation(['eligibility', 'messages']);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t('gender.legend')}</dt>
          <dd>{t(`gender.${declaration.gender}`)}</dd>
        </div>
        <div>
          <dt>{t('marital.legend')}</dt>
          <dd>{declaration.married ? t('marital.married') : t('marital.notMarried')}</dd>
        </div>
      </dl>
      <p className="profile-muted">
        {declaration.correctedAt ? t('messages:declarationCorrected') : null} {t('messages:declarationFixed')}
      </p>
    </>
  );
}

export function DeclarationForm({ onDeclared }: { onDeclared: () => void }) {
  const [gender, setGender] = useState<Gender | ''>('');
  const [married, setMarried] = useState<'yes' | 'no' | ''>('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const { t } = useTranslation(['eligibility', 'messages']);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (gender === '' || married === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await declare({ gender, married: married === 'yes' });
      notify.success(messages.declarationSaved);
      onDeclared();
    } catch (error) {
      notify.error(normalizeError(error));
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="profile-muted">{t('messages:declarationWhy')}</p>
      <fieldset className="choice-group" aria-describedby={missing && gender === '' ? `${id}-gender` : undefined}>
        <legend>{t('gender.legend')}</legend>
        {GENDERS.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="gender"
              value={value}
              checked={gender === value}
              onChange={() => setGender(value)}
            />
            {t(`gender.${value}`)}
          </label>
        ))}
        {missing && gender === '' ? (
          <p className="field__error" id={`${id}-gender`}>
            {t('messages:genderRequired')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="choice-group" aria-describedby={missing && married === '' ? `${id}-married` : undefined}>
        <legend>{t('marital.legend')}</legend>
        <label className="choice">
          <input type="radio" name="married" value="no" checked={married === 'no'} onChange={() => setMarried('no')} />
          {t('marital.notMarried')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="married"
            value="yes"
            checked={married === 'yes'}
            onChange={() => setMarried('yes')}
          />
          {t('marital.married')}
        </label>
        {missing && married === '' ? (
          <p className="field__error" id={`${id}-married`}>
            {t('messages:maritalStatusRequired')}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" busy={busy} busyLabel={t('saving')}>
        {t('save')}
      </Button>
    </form>
  );
}
