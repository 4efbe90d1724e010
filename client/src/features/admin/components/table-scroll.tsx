// An office table inside a box of its own that scrolls sideways when the table is wider than the screen (a long word
// in Hindi, a long address), so the page itself never does; keyboards reach the box and screen readers hear its name.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './office-list.css';

/** `label` names what the table holds; the box is called its table, so it never shares a name with the page's section. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    // The box is focusable so a keyboard can scroll it; its role and name tell a screen reader what it holds.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="admin-table-scroll" role="region" aria-label={t('tableRegion', { what: label })} tabIndex={0}>
      {children}
    </div>
  );
}
