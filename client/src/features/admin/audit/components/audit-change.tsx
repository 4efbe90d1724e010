// An audit entry's change in one cell: each changed field as "field: before → after".
import { useTranslation } from 'react-i18next';
import { auditDiff } from '../audit-diff';

/** A picture of the change, hidden from screen readers, which hear the words beside it. */
const ARROW = '→';

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const lines = auditDiff(before, after);
  if (lines.length === 0) return <span className="admin-muted">{t('audit.noChange')}</span>;
  return (
    <ul className="audit-diff">
      {lines.map((line) => (
        <li key={line.field}>
          <span className="audit-diff__field">{t('audit.field', { field: line.field })}</span>{' '}
          {line.before !== undefined ? (
            <>
              <span className="audit-diff__before">{line.before}</span>{' '}
              {line.after !== undefined ? (
                <>
                  <span aria-hidden="true">{ARROW}</span>
                  <span className="visually-hidden">{t('audit.changedTo')}</span>{' '}
                </>
              ) : null}
            </>
          ) : null}
          {line.after !== undefined ? <span className="audit-diff__after">{line.after}</span> : null}
        </li>
      ))}
    </ul>
  );
}
