// The record's fields in three groups (the student, their guardian, an emergency contact), for the student's own form
// and the office's correction alike.
import { useTranslation } from 'react-i18next';
import { GUARDIAN_RELATIONS, PROGRAMMES, STUDY_YEARS } from '@campus-hostel/contracts/api';
import { SelectField, TextField } from '../../../components/ui/field';
import type { RecordDraft, RecordField, RecordProblems } from '../record-draft';

export interface RecordFieldsProps {
  draft: RecordDraft;
  problems: RecordProblems;
  /** A refusal of the roll number by the database, in words (taken, or not the institute's format). */
  rollRefusal?: string | undefined;
  rollExample: string | undefined;
  onChange: (field: RecordField, value: string) => void;
}

export function RecordFields({ draft, problems, rollRefusal, rollExample, onChange }: RecordFieldsProps) {
  const { t } = useTranslation('records');
  const error = (field: RecordField): string | undefined => {
    const problem = problems[field];
    if (!problem) return field === 'roll_number' ? rollRefusal : undefined;
    return problem === 'required' ? t('errors.required') : t(`errors.${field}`);
  };
  const bind = (field: RecordField) => ({
    name: field,
    value: draft[field],
    error: error(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const phone = (field: RecordField, hint: string) => (
    <TextField
      label={t(`fields.${field}`)}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      hint={hint}
      {...bind(field)}
    />
  );

  return (
    <>
      <div className="record-group">
        <TextField label={t('fields.full_name')} autoComplete="name" maxLength={100} {...bind('full_name')} />
        <TextField
          label={t('fields.roll_number')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          hint={rollExample ? t('hints.roll_number', { example: rollExample }) : undefined}
          {...bind('roll_number')}
        />
        <div className="record-group__pair">
          <SelectField
            label={t('fields.programme')}
            placeholder={t('choose')}
            options={PROGRAMMES.map((value) => ({ value, label: t(`programmes.${value}`) }))}
            {...bind('programme')}
          />
          <SelectField
            label={t('fields.year')}
            placeholder={t('choose')}
            options={STUDY_YEARS.map((year) => ({ value: String(year), label: t('yearOf', { year }) }))}
            {...bind('year')}
          />
        </div>
        {phone('phone', t('hints.phone'))}
      </div>
      <fieldset className="record-group">
        <legend>{t('fields.guardian')}</legend>
        <TextField label={t('fields.guardian_name')} autoComplete="off" maxLength={100} {...bind('guardian_name')} />
        <SelectField
          label={t('fields.guardian_relation')}
          placeholder={t('choose')}
          options={GUARDIAN_RELATIONS.map((value) => ({ value, label: t(`relations.${value}`) }))}
          {...bind('guardian_relation')}
        />
        <TextField
          label={t('fields.guardian_email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          {...bind('guardian_email')}
        />
        {phone('guardian_phone', t('hints.any_phone'))}
      </fieldset>
      <fieldset className="record-group">
        <legend>{t('fields.emergency')}</legend>
        <TextField label={t('fields.emergency_name')} autoComplete="off" maxLength={100} {...bind('emergency_name')} />
        {phone('emergency_phone', t('hints.any_phone'))}
      </fieldset>
    </>
  );
}
