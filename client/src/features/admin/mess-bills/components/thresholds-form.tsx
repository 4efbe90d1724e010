// The whole office's thresholds for a mess: the lowest average rating, the most food complaints, late ones and counter
// refusals, and the penalty each one crossed adds to the suggested penalty.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreThresholds } from '@campus-hostel/contracts/api';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { saveThresholds, type ScoreThresholds } from '../api/mess-bills';
import { paiseOf, rupeesOf } from '../rupees';

const FIELDS = [
  ['min_average_rating', 'minAverageRating'],
  ['max_food_complaints', 'maxFoodComplaints'],
  ['max_sla_breaches', 'maxSlaBreaches'],
  ['max_refusals', 'maxRefusals'],
  ['penalty_minor', 'penalty'],
] as const;

type Draft = Record<(typeof FIELDS)[number][0], string>;

function draftOf(values: ScoreThresholds): Draft {
  return {
    min_average_rating: String(values.min_average_rating),
    max_food_complaints: String(values.max_food_complaints),
    max_sla_breaches: String(values.max_sla_breaches),
    max_refusals: String(values.max_refusals),
    penalty_minor: rupeesOf(values.penalty_minor),
  };
}

export interface ThresholdsFormProps {
  messId: number;
  messName: string;
  values: ScoreThresholds;
  onSaved: () => void;
}

export function ThresholdsForm({ messId, messName, values, onSaved }: ThresholdsFormProps) {
  const { t } = useTranslation('mess-bills');
  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = {
      min_average_rating: Number(draft.min_average_rating),
      max_food_complaints: Number(draft.max_food_complaints),
      max_sla_breaches: Number(draft.max_sla_breaches),
      max_refusals: Number(draft.max_refusals),
      penalty_minor: paiseOf(draft.penalty_minor),
    };
    const parsed = z.safeParse(scoreThresholds, typed);
    const blank = FIELDS.filter(([name]) => draft[name].trim() === '').map(([name]) => name);
    if (!parsed.success || blank.length > 0) {
      const paths = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
      setInvalid(new Set([...paths, ...blank]));
      return;
    }
    setInvalid(new Set());
    setSaving(true);
    try {
      await saveThresholds({ mess_id: messId, ...parsed.data });
      notify.success(t('office.thresholds.saved', { mess: messName }));
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="panel mess-thresholds" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2>{t('office.thresholds.title')}</h2>
      <div className="mess-thresholds__fields">
        {FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={t(`office.thresholds.${label}`)}
            inputMode="decimal"
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            error={invalid.has(name) ? t('office.thresholds.invalid') : undefined}
          />
        ))}
      </div>
      <Button type="submit" busy={saving} busyLabel={t('office.thresholds.saving')}>
        {t('office.thresholds.save')}
      </Button>
    </form>
  );
}
