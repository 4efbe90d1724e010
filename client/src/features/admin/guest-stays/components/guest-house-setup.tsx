// The chosen guest house's rules and rooms, each editable on its own by its warden or the whole office; kept as the
// server answers each change.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getGuestHouse } from '../api/guest-house';
import { useChosenHouse } from '../chosen-house';
import { GuestRoomForm } from './guest-room-form';
import { HouseRulesForm } from './house-rules-form';

/** `houses`: the guest houses the caller serves, in the office's order. */
export function GuestHouseSetup({ houses }: { houses: readonly string[] }) {
  const { t } = useTranslation('guest-stays');
  const house = useChosenHouse(houses);
  const setup = useQuery(house === '' ? null : `guest-house:${house}`, () => getGuestHouse(house));
  const titleId = useId();

  return (
    <section className="guest-house" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('setup.title', { house })}</h2>
      <p className="admin-muted">{t('setup.intro')}</p>
      {setup.status === 'error' ? (
        <RetryMessage role="alert" message={t('setup.failed')} onRetry={setup.reload} />
      ) : setup.data ? (
        <>
          <HouseRulesForm
            key={house}
            house={house}
            rules={setup.data.rules}
            onSaved={(rules) => setup.update((shown) => ({ ...shown, rules }))}
          />
          <div className="guest-house__rooms">
            {setup.data.rooms.map((room) => (
              <GuestRoomForm
                key={room.id}
                room={room}
                currency={setup.data.currency}
                onSaved={(saved) =>
                  setup.update((shown) => ({
                    ...shown,
                    rooms: shown.rooms.map((old) => (old.id === saved.id ? saved : old)),
                  }))
                }
              />
            ))}
          </div>
        </>
      ) : (
        <p className="admin-muted" role="status">
          {t('setup.loading')}
        </p>
      )}
    </section>
  );
}
