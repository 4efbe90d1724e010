// A role for places: the admin picks warden, mess manager, guard or technician and the hostels, messes or trades it
// serves, then saves; the server sets the places first and the role second, both audited.
import {
  isPlaceRole,
  PLACE_KINDS,
  PLACE_ROLES,
  TRADES,
  type Person,
  type PlaceRole,
} from '@campus-hostel/contracts/api';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, SelectField } from '../../../../components/ui/field';
import { useHostels } from '../../../../lib/hostels';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { getMessNames } from '../../api/mess-names';
import { setRole } from '../api/people';
import { placesInWords, roleInSentence, roleLabel, whoIs } from './role-change';

export interface PlacesRoleProps {
  person: Person;
  onClose: () => void;
  onSaved: () => void;
}

/** What a role's places are: trades, messes, or hostels (a warden's, or a guard's gates). */
function placesOf(role: PlaceRole): 'trade' | 'mess' | 'hostel' {
  const kind = PLACE_KINDS[role];
  return kind === 'gate' ? 'hostel' : kind;
}

export function PlacesRole({ person, onClose, onSaved }: PlacesRoleProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const hostels = useHostels();
  const [role, setPlaceRole] = useState<PlaceRole>(isPlaceRole(person.role) ? person.role : 'warden');
  const [places, setPlaces] = useState<string[]>(isPlaceRole(person.role) ? person.places : []);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const who = whoIs(person);

  useEffect(() => heading.current?.focus(), [person.id]);

  const kind = placesOf(role);
  const messes = useQuery(kind === 'mess' ? 'mess-names' : null, getMessNames);
  const options =
    kind === 'trade'
      ? TRADES.map((trade) => ({ value: trade, label: t(`people.places.trade.${trade}`) }))
      : kind === 'mess'
        ? (messes.data ?? []).map((name) => ({ value: name, label: name }))
        : (hostels.data ?? []).map((hostel) => ({ value: hostel.name, label: hostel.name }));

  const choose = (next: PlaceRole) => {
    // Hostels, messes and trades are different places: switching between them starts the choice again.
    if (placesOf(next) !== kind) setPlaces([]);
    setPlaceRole(next);
  };
  const toggle = (place: string, on: boolean) =>
    setPlaces((now) => (on ? [...now, place] : now.filter((other) => other !== place)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (places.length === 0) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await setRole(person.id, role, places);
      notify.success(
        t('people.places.saved', { who, role: roleInSentence(answer.role), places: placesInWords(answer.places) }),
      );
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error, t('people.changeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('people.places.title', { who })}
      </h2>
      <p className="admin-lead">{t('people.places.lead')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t('people.places.role')}
          options={PLACE_ROLES.map((value) => ({ value, label: roleLabel(value) }))}
          value={role}
          onChange={(event) => choose(event.target.value as PlaceRole)}
        />
        <fieldset className="admin-places" aria-describedby={missing ? `${titleId}-missing` : undefined}>
          <legend>{t(`people.places.${kind === 'trade' ? 'trades' : kind === 'mess' ? 'messes' : 'hostels'}`)}</legend>
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              label={option.label}
              checked={places.includes(option.value)}
              onChange={(event) => {
                setMissing(false);
                toggle(option.value, event.target.checked);
              }}
            />
          ))}
          {missing ? (
            <p className="field__error" id={`${titleId}-missing`}>
              {t('people.places.required')}
            </p>
          ) : null}
        </fieldset>
        <div className="admin-role-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('people.places.saving') : t('people.places.save')}
          </Button>
          <Button variant="secondary" type="button" onClick={onClose}>
            {t('people.places.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
