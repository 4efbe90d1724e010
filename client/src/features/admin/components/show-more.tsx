// Long text in a list cell: the first words, and a "Show more" button that shows the rest (and "Show less" again).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShowMoreProps {
  text: string;
  /** Characters shown before the button; text this short or shorter is shown whole. */
  limit?: number;
}

export const SHOW_MORE_LIMIT = 160;

/** The text cut at the last word boundary within `limit` characters (or at `limit` when one word is longer). */
export function shortened(text: string, limit: number): string {
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function ShowMore({ text, limit = SHOW_MORE_LIMIT }: ShowMoreProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= limit) return <span className="show-more">{text}</span>;
  return (
    <span className="show-more">
      <span id={id}>{open ? text : shortened(text, limit)}</span>{' '}
      <button
        type="button"
        className="show-more__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('list.showLess') : t('list.showMore')}
      </button>
    </span>
  );
}
