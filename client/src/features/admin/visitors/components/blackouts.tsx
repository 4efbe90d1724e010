// A hostel's blackout periods not yet over, each removable, and the form that adds one (from and until in IST, and a
// reason); every result is said in words.
import type { VisitorBlackout } from '@campus-hostel/contracts/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { TableScroll } from '../../components/table-scroll';
import { removeBlackout } from '../api/visitor-rules';
import { BlackoutForm } from './blackout-form';
import { Period } from './period';

function BlackoutRow({ blackout, onRemoved }: { blackout: VisitorBlackout; onRemoved: () => void }) {
  const { t } = useTranslation('visitors-office');
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      await removeBlackout(blackout.id);
      notify.success(t('blackouts.removed', { reason: blackout.reason }));
      onRemoved();
    } catch (failure) {
      notify.error(normalizeError(failure));
      setRemoving(false);
    }
  };
  return (
    <tr>
      <td data-label={t('blackouts.period')}>
        <Period from={blackout.starts_at} to={blackout.ends_at} />
      </td>
      <th scope="row" data-label={t('blackouts.reason')} className="admin-table__text">
        {blackout.reason}
      </th>
      <td data-label={t('blackouts.action')}>
        <Button
          variant="secondary"
          busy={removing}
          busyLabel={t('blackouts.removing')}
          aria-label={t('blackouts.removeFor', { reason: blackout.reason })}
          onClick={() => void remove()}
        >
          {t('blackouts.remove')}
        </Button>
      </td>
    </tr>
  );
}

export function Blackouts({
  hostel,
  blackouts,
  onAdded,
  onRemoved,
}: {
  hostel: string;
  blackouts: readonly VisitorBlackout[];
  onAdded: (added: VisitorBlackout) => void;
  onRemoved: (removed: VisitorBlackout) => void;
}) {
  const { t } = useTranslation('visitors-office');
  const titleId = useId();
  const caption = t('blackouts.caption', { hostel });
  return (
    <section className="visitors-blackouts" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('blackouts.title')}</h3>
      <p className="admin-muted">{t('blackouts.intro')}</p>
      {blackouts.length === 0 ? (
        <p>{t('blackouts.none')}</p>
      ) : (
        <TableScroll label={caption}>
          <table className="admin-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('blackouts.period')}</th>
                <th scope="col">{t('blackouts.reason')}</th>
                <th scope="col">{t('blackouts.action')}</th>
              </tr>
            </thead>
            <tbody>
              {blackouts.map((blackout) => (
                <BlackoutRow key={blackout.id} blackout={blackout} onRemoved={() => onRemoved(blackout)} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <BlackoutForm key={hostel} hostel={hostel} onAdded={onAdded} />
    </section>
  );
}
