// Who a visitor is (name, phone, email, who they are to the host, gender, purpose): the same fields on the host's form
// and on the gate's walk-in form, with the words for the contract's checks beside the field each concerns.
import { VISITOR_GENDERS, VISITOR_LIMITS, VISITOR_RELATIONS } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from './ui/field';

export const VISITOR_FIELDS = ['visitor_name', 'phone', 'email', 'relation', 'gender', 'purpose'] as const;
export type VisitorField = (typeof VISITOR_FIELDS)[number];
export type VisitorValues = Record<VisitorField, string>;
export type VisitorErrors = Partial<Record<VisitorField, string>>;

export const EMPTY_VISITOR: VisitorValues = {
  visitor_name: '',
  phone: '',
  email: '',
  relation: '',
  gender: '',
  purpose: '',
};

/** The words for each field left empty, and for each field the contract's schema refused (its issues' first paths). */
export function useVisitorChecks(): {
  required: (values: VisitorValues, optional: readonly VisitorField[]) => VisitorErrors;
  refused: (paths: readonly PropertyKey[]) => VisitorErrors;
} {
  const { t } = useTranslation('visitors');
  return {
    required: (values, optional) => {
      const found: VisitorErrors = {};
      for (const field of VISITOR_FIELDS) {
        if (!optional.includes(field) && !values[field].trim()) found[field] = t(`required.${field}`);
      }
      return found;
    },
    refused: (paths) => {
      const found: VisitorErrors = {};
      for (const path of paths) {
        if ((VISITOR_FIELDS as readonly PropertyKey[]).includes(path)) {
          found[path as VisitorField] ??= t(`invalid.${path as VisitorField}`);
        }
      }
      return found;
    },
  };
}

interface VisitorFieldsProps {
  values: VisitorValues;
  errors: VisitorErrors;
  onChange: (field: VisitorField, value: string) => void;
  /** On the host's form the visitor's email is required (the pass is mailed); at the gate it is optional. */
  at: 'host' | 'gate';
}

export function VisitorFields({ values, errors, onChange, at }: VisitorFieldsProps) {
  const { t } = useTranslation('visitors');
  const set = (field: VisitorField) => (event: { target: { value: string } }) => onChange(field, event.target.value);
  return (
    <>
      <TextField
        label={t('fields.name')}
        value={values.visitor_name}
        maxLength={VISITOR_LIMITS.nameMax}
        autoComplete="off"
        error={errors.visitor_name}
        required
        onChange={set('visitor_name')}
      />
      <TextField
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        type="tel"
        autoComplete="off"
        value={values.phone}
        error={errors.phone}
        required
        onChange={set('phone')}
      />
      <TextField
        label={at === 'host' ? t('fields.email') : t('fields.emailOptional')}
        hint={t('fields.emailHint')}
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        required={at === 'host'}
        onChange={set('email')}
      />
      <SelectField
        label={t(`fields.relation.${at}`)}
        value={values.relation}
        placeholder={t('fields.choose')}
        options={VISITOR_RELATIONS.map((relation) => ({ value: relation, label: t(`relation.${relation}`) }))}
        error={errors.relation}
        required
        onChange={set('relation')}
      />
      <SelectField
        label={t('fields.gender')}
        value={values.gender}
        placeholder={t('fields.choose')}
        options={VISITOR_GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
        error={errors.gender}
        required
        onChange={set('gender')}
      />
      <TextAreaField
        label={t('fields.purpose')}
        value={values.purpose}
        maxLength={VISITOR_LIMITS.purposeMax}
        rows={2}
        error={errors.purpose}
        required
        onChange={set('purpose')}
      />
    </>
  );
}
