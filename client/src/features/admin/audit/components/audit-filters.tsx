// The audit log's filter fields: action, actor email, target type and id, a date range; applied together on submit.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../components/ui/field';
import { actionInWords, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, targetTypeInWords } from '../audit-words';
import { emptyAuditFilter, type AuditFilter } from '../audit-filter';

const actionOptions = () => AUDIT_ACTIONS.map((value) => ({ value, label: actionInWords(value) }));
const targetOptions = () => AUDIT_TARGET_TYPES.map((value) => ({ value, label: targetTypeInWords(value) }));

/** The form's copy of the filter: edited freely, applied on submit, and taking the URL's filter again whenever that
 * changes (Back, a shared link, Clear). */
export function useAuditDraft(filter: AuditFilter, onChange: (filter: AuditFilter) => void) {
  const [draft, setDraft] = useState(filter);
  const filterKey = JSON.stringify(filter);
  const [shownKey, setShownKey] = useState(filterKey);
  if (shownKey !== filterKey) {
    setShownKey(filterKey);
    setDraft(filter);
  }
  const set = <K extends keyof AuditFilter>(key: K, value: AuditFilter[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...draft, actor: draft.actor.trim(), targetId: draft.targetId.trim() });
  };
  return { draft, set, submit, filtered: filterKey !== JSON.stringify(emptyAuditFilter) };
}

export type AuditDraft = ReturnType<typeof useAuditDraft>;

export function AuditFields({ draft, set }: Pick<AuditDraft, 'draft' | 'set'>) {
  const { t } = useTranslation('admin');
  return (
    <>
      <SelectField
        label={t('list.action')}
        placeholder={t('audit.anyAction')}
        options={actionOptions()}
        value={draft.action}
        onChange={(event) => set('action', event.target.value)}
      />
      <TextField
        label={t('audit.actorEmail')}
        type="search"
        value={draft.actor}
        maxLength={320}
        onChange={(event) => set('actor', event.target.value)}
      />
      <SelectField
        label={t('audit.targetType')}
        placeholder={t('audit.anyTarget')}
        options={targetOptions()}
        value={draft.targetType}
        onChange={(event) => set('targetType', event.target.value)}
      />
      <TextField
        label={t('audit.targetId')}
        type="search"
        value={draft.targetId}
        maxLength={200}
        onChange={(event) => set('targetId', event.target.value)}
      />
      <TextField
        label={t('list.from')}
        type="date"
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        label={t('list.to')}
        type="date"
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => set('to', event.target.value)}
      />
    </>
  );
}
