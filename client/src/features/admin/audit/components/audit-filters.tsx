// The audit log's filter fields: action, actor email, target type and id, a date range; applied together on submit.
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../../../components/ui/field';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../audit-words';
import { emptyAuditFilter, type AuditFilter } from '../audit-filter';

const actionOptions = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
const targetOptions = Object.entries(AUDIT_TARGET_TYPES).map(([value, label]) => ({ value, label }));

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
  return (
    <>
      <SelectField
        label="Action"
        placeholder="Any action"
        options={actionOptions}
        value={draft.action}
        onChange={(event) => set('action', event.target.value)}
      />
      <TextField
        label="Actor email"
        type="search"
        value={draft.actor}
        maxLength={320}
        onChange={(event) => set('actor', event.target.value)}
      />
      <SelectField
        label="Target type"
        placeholder="Any target"
        options={targetOptions}
        value={draft.targetType}
        onChange={(event) => set('targetType', event.target.value)}
      />
      <TextField
        label="Target ID"
        type="search"
        value={draft.targetId}
        maxLength={200}
        onChange={(event) => set('targetId', event.target.value)}
      />
      <TextField
        label="From"
        type="date"
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => set('to', event.target.value)}
      />
    </>
  );
}
