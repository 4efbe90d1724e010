// The one-time declaration: gender and marital status, asked once (profile or before booking), then only shown.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import type { Gender } from '@campus-hostel/contracts/database';
import { GENDERS, declare, type Declaration } from '../api/declaration';

const GENDER_LABELS: Readonly<Record<Gender, string>> = { female: 'Female', male: 'Male' };

export function DeclarationSummary({ declaration }: { declaration: Declaration }) {
  return (
    <>
      <dl className="facts">
        <div>
          <dt>Gender</dt>
          <dd>{GENDER_LABELS[declaration.gender]}</dd>
        </div>
        <div>
          <dt>Marital status</dt>
          <dd>{declaration.married ? 'Married' : 'Not married'}</dd>
        </div>
      </dl>
      <p className="profile-muted">
        {declaration.correctedAt ? messages.declarationCorrected : null} {messages.declarationFixed}
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
      <p className="profile-muted">{messages.declarationWhy}</p>
      <fieldset className="choice-group" aria-describedby={missing && gender === '' ? `${id}-gender` : undefined}>
        <legend>Gender</legend>
        {GENDERS.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="gender"
              value={value}
              checked={gender === value}
              onChange={() => setGender(value)}
            />
            {GENDER_LABELS[value]}
          </label>
        ))}
        {missing && gender === '' ? (
          <p className="field__error" id={`${id}-gender`}>
            {messages.genderRequired}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="choice-group" aria-describedby={missing && married === '' ? `${id}-married` : undefined}>
        <legend>Marital status</legend>
        <label className="choice">
          <input type="radio" name="married" value="no" checked={married === 'no'} onChange={() => setMarried('no')} />
          Not married
        </label>
        <label className="choice">
          <input
            type="radio"
            name="married"
            value="yes"
            checked={married === 'yes'}
            onChange={() => setMarried('yes')}
          />
          Married
        </label>
        {missing && married === '' ? (
          <p className="field__error" id={`${id}-married`}>
            {messages.maritalStatusRequired}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" busy={busy} busyLabel="Saving...">
        Save
      </Button>
    </form>
  );
}
