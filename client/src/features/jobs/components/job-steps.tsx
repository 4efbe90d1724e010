// The technician's steps on a job: the visit time the student sees, a before or after photo, a material used, and done
// (which needs an after photo). Each answers the job as it stands now.
import { PHOTO_STAGES, type PhotoStage, type WorkOrder } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { VisitFields } from '../../../components/visit-fields';
import { normalizeError } from '../../../lib/errors';
import { fromIstInput } from '../../../lib/ist-input';
import { addMaterial, addPhoto, markDone, scheduleVisit } from '../api/jobs';

interface JobStepsProps {
  job: WorkOrder;
  onChanged: (job: WorkOrder) => void;
}

type Busy = 'visit' | 'photo' | 'material' | 'done' | null;

export function JobSteps({ job, onChanged }: JobStepsProps) {
  const { t } = useTranslation('jobs');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [visitFrom, setVisitFrom] = useState('');
  const [visitTo, setVisitTo] = useState('');
  const [stage, setStage] = useState<PhotoStage>('after');
  const [file, setFile] = useState<File | null>(null);
  const [item, setItem] = useState('');
  const [quantity, setQuantity] = useState('1');

  const run = async (step: Exclude<Busy, null>, act: () => Promise<WorkOrder> | null, missing: string) => {
    const started = act();
    if (!started) {
      setError(missing);
      return;
    }
    setBusy(step);
    setError(null);
    try {
      onChanged(await started);
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(null);
    }
  };

  const submit =
    (step: Exclude<Busy, null>, act: () => Promise<WorkOrder> | null, missing: string) => (event: FormEvent) => {
      event.preventDefault();
      void run(step, act, missing);
    };

  const visit = () => {
    const from = fromIstInput(visitFrom);
    const to = fromIstInput(visitTo);
    return from && to ? scheduleVisit(job.id, from, to) : null;
  };
  const photo = () => (file ? addPhoto(job.id, stage, file) : null);
  const material = () => {
    const amount = Number(quantity);
    return item.trim() && amount > 0 ? addMaterial(job.id, item.trim(), amount) : null;
  };
  const hasAfter = job.photos.some((shown) => shown.stage === 'after');

  return (
    <div className="job-steps">
      <form className="job-steps__form" onSubmit={submit('visit', visit, t('visit.required'))} noValidate>
        <VisitFields
          labels={{ from: t('visit.from'), to: t('visit.to') }}
          from={visitFrom}
          to={visitTo}
          onFromChange={setVisitFrom}
          onToChange={setVisitTo}
        />
        <Button type="submit" variant="secondary" busy={busy === 'visit'} busyLabel={t('saving')}>
          {t('visit.save')}
        </Button>
      </form>
      <form className="job-steps__form" onSubmit={submit('photo', photo, t('photo.required'))} noValidate>
        <SelectField
          label={t('photo.stage')}
          value={stage}
          options={PHOTO_STAGES.map((value) => ({ value, label: t(`photo.${value}`) }))}
          onChange={(event) => setStage(event.target.value as PhotoStage)}
        />
        <TextField
          label={t('photo.file')}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button type="submit" variant="secondary" busy={busy === 'photo'} busyLabel={t('photo.adding')}>
          {t('photo.add')}
        </Button>
      </form>
      <form className="job-steps__form" onSubmit={submit('material', material, t('material.required'))} noValidate>
        <TextField
          label={t('material.item')}
          value={item}
          maxLength={100}
          onChange={(event) => setItem(event.target.value)}
        />
        <TextField
          label={t('material.quantity')}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy === 'material'} busyLabel={t('saving')}>
          {t('material.add')}
        </Button>
      </form>
      {error ? (
        <p className="job-steps__error" role="alert">
          {error}
        </p>
      ) : null}
      {hasAfter ? null : <p className="job-card__meta">{t('done.hint')}</p>}
      <Button
        busy={busy === 'done'}
        busyLabel={t('saving')}
        disabled={!hasAfter || busy !== null}
        onClick={() => void run('done', () => markDone(job.id), t('done.hint'))}
      >
        {t('done.button')}
      </Button>
    </div>
  );
}
