// The selection window form (admins): name, opens and closes in local time, hostels, who may select (everyone, a list
// of emails, or slots drawn at random for a list), and the list as a CSV file or pasted; editing may keep the list.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_LIMITS, type SelectionWindow } from '@campus-hostel/contracts/api';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import type { Hostel } from '../../../../lib/hostels';
import { AudienceChoices, HostelChoices, ListChoices, SlotFields } from './selection-fields';
import { useSelectionDraft } from './use-selection-draft';

export interface SelectionFormProps {
  /** The window being edited; null creates a new one. */
  editing: SelectionWindow | null;
  hostels: readonly Hostel[];
  onSaved: () => void;
  /** The window is gone (deleted meanwhile): the list is read again. */
  onMissing: () => void;
  /** Leaves editing without saving; absent for a new window. */
  onCancel?: () => void;
}

export function SelectionForm({ editing, hostels, onSaved, onMissing, onCancel }: SelectionFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { form, ...state } = useSelectionDraft({ editing, onSaved, onMissing });
  const { draft, errors, formError, saving, reading, set, clear } = state;
  const formErrorId = `${id}-form-error`;

  return (
    <form ref={form} className="form selection-form" noValidate onSubmit={state.submit}>
      <TextField
        label={t('selection.form.name')}
        value={draft.name}
        maxLength={SELECTION_LIMITS.nameMax}
        hint={t('selection.form.nameHint')}
        error={errors.name}
        onChange={(event) => {
          set('name', event.target.value);
          clear('name');
        }}
      />
      <div className="selection-form__times">
        <TextField
          label={t('selection.form.opens')}
          type="datetime-local"
          value={draft.opens}
          error={errors.opens}
          onChange={(event) => {
            set('opens', event.target.value);
            clear('opens', 'closes');
          }}
        />
        <TextField
          label={t('selection.form.closes')}
          type="datetime-local"
          value={draft.closes}
          min={draft.opens || undefined}
          error={errors.closes}
          onChange={(event) => {
            set('closes', event.target.value);
            clear('closes');
          }}
        />
      </div>

      <HostelChoices state={state} id={id} hostels={hostels} />
      <AudienceChoices state={state} id={id} />
      {draft.audience === 'slots' ? <SlotFields state={state} /> : null}
      {draft.audience !== 'everyone' ? <ListChoices state={state} id={id} editing={editing} /> : null}

      {formError ? (
        <p className="field__error" id={formErrorId} role="alert">
          {formError}
        </p>
      ) : null}
      <div className="selection-form__actions">
        <Button
          type="submit"
          busy={saving}
          busyLabel={t('complaints.saving')}
          disabled={saving || reading}
          aria-describedby={formError ? formErrorId : undefined}
        >
          {editing ? t('notices.save.keep') : t('selection.form.create')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('applications.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
