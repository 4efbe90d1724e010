// Whom a notice is for (everyone, chosen hostels' residents, or chosen roles), in words, and whether it is also mailed.
import { useTranslation } from 'react-i18next';
import { NOTICE_AUDIENCES, NOTICE_AUDIENCE_ROLES } from '@campus-hostel/contracts/api';
import { useHostels } from '../../../../lib/hostels';
import type { NoticeDraft, NoticeErrors } from '../notice-input';

export interface NoticeAudienceFieldsProps {
  id: string;
  draft: NoticeDraft;
  errors: NoticeErrors;
  set: <K extends keyof NoticeDraft>(key: K, value: NoticeDraft[K]) => void;
}

interface Choice<V extends string> {
  value: V;
  label: string;
}

/** A group of checkboxes, one per choice, with the group's error read with the group. */
function Choices<V extends string>({
  id,
  legend,
  choices,
  chosen,
  error,
  onToggle,
}: {
  id: string;
  legend: string;
  choices: readonly Choice<V>[];
  chosen: readonly V[];
  error: string | undefined;
  onToggle: (value: V, on: boolean) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="notice-form__choices" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <div className="checkbox" key={choice.value}>
          <input
            type="checkbox"
            id={`${id}-${choice.value}`}
            checked={chosen.includes(choice.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onToggle(choice.value, event.target.checked)}
          />
          <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function HostelChoices({ id, draft, errors, set }: NoticeAudienceFieldsProps) {
  const { t } = useTranslation('admin');
  const hostels = useHostels();
  if (hostels.status === 'error') return <p className="field__error">{t('notices.audience.hostelsFailed')}</p>;
  if (hostels.status !== 'success') return <p>{t('notices.audience.hostelsLoading')}</p>;
  return (
    <Choices
      id={`${id}-hostel`}
      legend={t('notices.audience.hostelsLegend')}
      choices={hostels.data.map((hostel) => ({ value: hostel.name, label: hostel.name }))}
      chosen={draft.hostels}
      error={errors.hostels}
      onToggle={(name, on) =>
        set('hostels', on ? [...draft.hostels, name] : draft.hostels.filter((hostel) => hostel !== name))
      }
    />
  );
}

function RoleChoices({ id, draft, errors, set }: NoticeAudienceFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <Choices
      id={`${id}-role`}
      legend={t('notices.audience.rolesLegend')}
      choices={NOTICE_AUDIENCE_ROLES.map((role) => ({ value: role, label: t(`notices.audience.roles.${role}`) }))}
      chosen={draft.roles}
      error={errors.roles}
      onToggle={(role, on) => set('roles', on ? [...draft.roles, role] : draft.roles.filter((r) => r !== role))}
    />
  );
}

export function NoticeAudienceFields(props: NoticeAudienceFieldsProps) {
  const { t } = useTranslation('admin');
  const { id, draft, set } = props;
  return (
    <>
      <fieldset className="notice-form__timing">
        <legend className="field__label">{t('notices.audience.legend')}</legend>
        {NOTICE_AUDIENCES.map((audience) => (
          <div className="checkbox" key={audience}>
            <input
              type="radio"
              id={`${id}-audience-${audience}`}
              name={`${id}-audience`}
              value={audience}
              checked={draft.audience === audience}
              onChange={() => set('audience', audience)}
            />
            <label htmlFor={`${id}-audience-${audience}`}>{t(`notices.audience.kinds.${audience}`)}</label>
          </div>
        ))}
      </fieldset>
      {draft.audience === 'hostels' ? <HostelChoices {...props} /> : null}
      {draft.audience === 'roles' ? <RoleChoices {...props} /> : null}
      <div className="notice-form__important">
        <div className="checkbox">
          <input
            type="checkbox"
            id={`${id}-important`}
            aria-describedby={`${id}-important-hint`}
            checked={draft.important}
            onChange={(event) => set('important', event.target.checked)}
          />
          <label htmlFor={`${id}-important`}>{t('notices.audience.important')}</label>
        </div>
        <p className="field__hint" id={`${id}-important-hint`}>
          {t('notices.audience.importantHint')}
        </p>
      </div>
    </>
  );
}
