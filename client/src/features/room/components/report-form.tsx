// The move-in condition report: each item confirmed or disputed (the condition found, a note, up to three photos),
// sent once before it is due while the time left counts down. Photos are uploaded only once every item checks.
import {
  ITEM_CONDITIONS,
  ROOM_INVENTORY_LIMITS,
  type ItemCondition,
  type ReportItem,
  type RoomStay,
} from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker, usePhotoCheck } from '../../../components/room-photos';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { uploadRoomPhotos } from '../../../lib/room-photos';
import { submitReport } from '../api/room';
import { CONFIRMED, reportProblems, VERDICTS, type DraftProblems, type ItemDraft } from '../report-lines';

interface ItemFieldsProps {
  item: ReportItem;
  draft: ItemDraft;
  problems: DraftProblems;
  photoError: string | null;
  busy: boolean;
  onChange: (draft: ItemDraft) => void;
}

function ItemFields({ item, draft, problems, photoError, busy, onChange }: ItemFieldsProps) {
  const { t } = useTranslation('room');
  const name = `verdict-${item.item_id}`;
  const set = (change: Partial<ItemDraft>) => onChange({ ...draft, ...change });
  return (
    <fieldset className="room-report__item">
      <legend>{t('report.verdict', { label: item.label, condition: t(`condition.${item.listed_condition}`) })}</legend>
      <div className="room-report__verdicts">
        {VERDICTS.map((verdict) => (
          <label key={verdict} className="room-report__verdict">
            <input
              type="radio"
              name={name}
              value={verdict}
              checked={draft.verdict === verdict}
              disabled={busy}
              onChange={() => set({ verdict })}
            />
            {t(verdict === 'confirmed' ? 'report.confirm' : 'report.dispute')}
          </label>
        ))}
      </div>
      {draft.verdict === 'disputed' ? (
        <>
          <SelectField
            label={t('report.condition')}
            value={draft.condition}
            placeholder={t('report.choose')}
            options={ITEM_CONDITIONS.map((value) => ({ value, label: t(`condition.${value}`) }))}
            error={problems.condition ? t(`report.${problems.condition}`) : undefined}
            disabled={busy}
            onChange={(event) => set({ condition: event.target.value as ItemCondition | '' })}
          />
          <TextAreaField
            label={t('report.note')}
            value={draft.note}
            rows={2}
            error={problems.note ? t(`report.${problems.note}`, { count: ROOM_INVENTORY_LIMITS.noteMax }) : undefined}
            disabled={busy}
            onChange={(event) => set({ note: event.target.value })}
          />
          <PhotoPicker
            files={draft.files}
            error={photoError ?? undefined}
            disabled={busy}
            onChange={(files) => set({ files })}
          />
        </>
      ) : null}
    </fieldset>
  );
}

export function ReportForm({ stay, onSent }: { stay: RoomStay; onSent: (stay: RoomStay) => void }) {
  const { t } = useTranslation('room');
  const checkPhotos = usePhotoCheck();
  const [drafts, setDrafts] = useState<Record<number, ItemDraft>>({});
  const [problems, setProblems] = useState<Record<number, DraftProblems>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const photoErrors = Object.fromEntries(
    stay.items.map((item) => [item.item_id, checkPhotos(drafts[item.item_id]?.files ?? [])]),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reportProblems(stay.items, drafts);
    setProblems(found);
    if (Object.keys(found).length > 0 || Object.values(photoErrors).some(Boolean)) {
      setFormError(t('report.fix'));
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const lines = [];
      for (const item of stay.items) {
        const draft = drafts[item.item_id] ?? CONFIRMED;
        if (draft.verdict === 'confirmed') {
          lines.push({ item_id: item.item_id, verdict: 'confirmed' as const });
          continue;
        }
        const photos = await uploadRoomPhotos(stay.user_id, draft.files);
        const condition = draft.condition as ItemCondition;
        lines.push({ item_id: item.item_id, verdict: 'disputed' as const, condition, note: draft.note.trim(), photos });
      }
      const sent = await submitReport(stay.id, { lines });
      notify.success(t('report.sent'));
      onSent(sent);
    } catch (error) {
      setFormError(normalizeError(error));
    } finally {
      setBusy(false);
    }
  };

  if (closed) return <p role="status">{t('report.closed')}</p>;
  return (
    <form className="room-report" onSubmit={(event) => void submit(event)} noValidate>
      <p className="room-muted">{t('report.lead')}</p>
      <p>
        {t('report.dueIn')} <Countdown until={stay.due_at} onEnd={() => setClosed(true)} />{' '}
        <span className="room-muted">{t('report.dueAt', { at: formatDateTime(stay.due_at) })}</span>
      </p>
      {stay.items.map((item) => (
        <ItemFields
          key={item.item_id}
          item={item}
          draft={drafts[item.item_id] ?? CONFIRMED}
          problems={problems[item.item_id] ?? {}}
          photoError={photoErrors[item.item_id] ?? null}
          busy={busy}
          onChange={(draft) => setDrafts((shown) => ({ ...shown, [item.item_id]: draft }))}
        />
      ))}
      {formError ? (
        <p className="room-report__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={t('report.sending')}>
        {t('report.submit')}
      </Button>
    </form>
  );
}
