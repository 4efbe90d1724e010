// The student's waitlist, loaded only for a signed-in student: on a hostel page, a line to join for each
// room type with no bed free, their place in it ("3 of 41") and the bed offered to them there; on the profile, every
// line they wait in and every offer. Refusals are the server's words, shown where the student acted.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WaitlistEntry, WaitlistOccupancy, WaitlistOffer } from '@campus-hostel/contracts/api';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useSettled } from '../../../components/ui/settle-group';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import type { Seed } from '../../../lib/use-seeded-query';
import type { MyWaitlistAnswer } from '../api/get-my-waitlist';
import { useMyWaitlist } from '../use-my-waitlist';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import '../waitlist.css';

type Offered = WaitlistEntry & { offer: WaitlistOffer };

function isOffered(entry: WaitlistEntry): entry is Offered {
  return entry.status === 'offered' && entry.offer !== null;
}

/** Leaves the line once the student confirms; a refusal is shown under the button that asked. */
function useLeave(entry: WaitlistEntry, leave: (entry: WaitlistEntry) => Promise<void>, done: string) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await leave(entry);
      notify.success(done);
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return {
    confirming,
    busy,
    error,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => void confirm(),
  };
}

interface EntryProps {
  entry: WaitlistEntry;
  leave: (entry: WaitlistEntry) => Promise<void>;
}

function OfferCard({ entry, leave, onEnd }: EntryProps & { entry: Offered; onEnd: () => void }) {
  const { offer } = entry;
  const textId = useId();
  const declining = useLeave(entry, leave, messages.waitlistDeclined);
  const { t } = useTranslation('messages');
  return (
    <li className="waitlist-offer">
      <p id={textId} className="waitlist-offer__text">
        {messages.waitlistOffer(
          entry.hostel_name,
          offer.wing_name,
          offer.room_number,
          offer.bed_label,
          formatDateTime(offer.expires_at),
        )}{' '}
        (<Countdown until={offer.expires_at} onEnd={onEnd} className="waitlist-offer__time" /> {t('waitlistTimeLeft')})
      </p>
      <div className="waitlist-actions">
        <Link
          className="button button--primary"
          to={paths.bookNow.getHref(entry.hostel_name, offer.room_id)}
          aria-describedby={textId}
        >
          {t('waitlistBook')}
        </Link>
        <Button variant="secondary" aria-describedby={textId} onClick={declining.ask}>
          {t('waitlistDecline')}
        </Button>
      </div>
      {declining.error ? (
        <p className="waitlist-error" role="alert">
          {declining.error}
        </p>
      ) : null}
      {declining.confirming ? (
        <ConfirmDialog
          title={t('waitlistDeclineTitle')}
          confirmLabel={t('waitlistDeclineConfirm')}
          busyLabel={t('waitlistDeclining')}
          cancelLabel={t('waitlistKeepOffer')}
          busy={declining.busy}
          onConfirm={declining.confirm}
          onCancel={declining.cancel}
        >
          <p>{t('waitlistDeclineWarning')}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

function WaitingLine({ entry, leave, withHostel }: EntryProps & { withHostel: boolean }) {
  const type = messages.roomTypeNames[entry.occupancy];
  const placeId = useId();
  const leaving = useLeave(entry, leave, messages.waitlistLeft(type, entry.hostel_name));
  const position = entry.position ?? entry.total;
  const { t } = useTranslation('messages');
  return (
    <li className="waitlist-line">
      {/* Polite: the place moves as others join, leave and book, and is read out when it does. */}
      <p id={placeId} className="waitlist-line__place" role="status">
        {withHostel
          ? messages.waitlistPlaceIn(position, entry.total, type, entry.hostel_name)
          : messages.waitlistPlace(position, entry.total, type)}
      </p>
      <Button variant="secondary" aria-describedby={placeId} onClick={leaving.ask}>
        {t('waitlistLeave')}
      </Button>
      {leaving.error ? (
        <p className="waitlist-error" role="alert">
          {leaving.error}
        </p>
      ) : null}
      {leaving.confirming ? (
        <ConfirmDialog
          title={t('waitlistLeaveTitle')}
          confirmLabel={t('waitlistLeave')}
          busyLabel={t('waitlistLeaving')}
          cancelLabel={t('waitlistStay')}
          busy={leaving.busy}
          onConfirm={leaving.confirm}
          onCancel={leaving.cancel}
        >
          <p>{messages.waitlistLeaveWarning(type, entry.hostel_name)}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

function JoinLine({
  hostel,
  occupancy,
  join,
}: {
  hostel: string;
  occupancy: WaitlistOccupancy;
  join: (hostel: string, occupancy: WaitlistOccupancy) => Promise<void>;
}) {
  const type = messages.roomTypeNames[occupancy];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { t } = useTranslation('messages');
  const onJoin = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await join(hostel, occupancy);
      notify.success(messages.waitlistJoined(type, hostel));
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="waitlist-line">
      <p className="waitlist-line__place">{messages.waitlistFull(type, hostel)}</p>
      <Button busy={busy} busyLabel={t('waitlistJoining')} onClick={() => void onJoin()}>
        {messages.waitlistJoin(type, hostel)}
      </Button>
      {error ? (
        <p className="waitlist-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export interface HostelWaitlistProps {
  userId: string;
  hostel: string;
  /** The hostel's room types with no bed free for the student: the lines they may join. */
  full: readonly WaitlistOccupancy[];
  /** New whenever the rooms on the page change (a bed kept for an offer is such a change): the entries are read again. */
  changed: unknown;
}

/** Above a hostel's rooms: the bed offered here, the lines waited in here, and a line to join per full room type. */
export function HostelWaitlist({ userId, hostel, full, changed }: HostelWaitlistProps) {
  const waitlist = useMyWaitlist(userId, changed);
  const { t } = useTranslation('messages');
  if (waitlist.status === 'loading') return null;
  if (waitlist.status === 'error') {
    return full.length > 0 ? (
      <section className="waitlist card" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title" className="waitlist__title">
          {t('waitlistTitle')}
        </h2>
        <RetryMessage role="alert" message={t('fetchWaitlistFailed')} onRetry={waitlist.retry} />
      </section>
    ) : null;
  }

  const here = waitlist.entries.filter((entry) => entry.hostel_name === hostel);
  const offers = here.filter(isOffered);
  const waiting = here.filter((entry) => entry.status === 'waiting');
  const joinable = full.filter((occupancy) => !here.some((entry) => entry.occupancy === occupancy));
  if (offers.length + waiting.length + joinable.length === 0) return null;

  return (
    <section className="waitlist card" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="waitlist__title">
        {t('waitlistTitle')}
      </h2>
      <ul className="waitlist-list">
        {offers.map((entry) => (
          <OfferCard key={entry.id} entry={entry} leave={waitlist.leave} onEnd={waitlist.reload} />
        ))}
        {waiting.map((entry) => (
          <WaitingLine key={entry.id} entry={entry} leave={waitlist.leave} withHostel={false} />
        ))}
        {joinable.map((occupancy) => (
          <JoinLine key={`join-${occupancy}`} hostel={hostel} occupancy={occupancy} join={waitlist.join} />
        ))}
      </ul>
    </section>
  );
}

export interface ProfileWaitlistProps {
  userId: string;
  /** The entries as the profile's own read brought them, if it did. */
  first?: Seed<MyWaitlistAnswer>;
}

/** The profile's Waitlist panel: every offer and every line the student waits in. Hidden when there is none. */
export function ProfileWaitlist({ userId, first }: ProfileWaitlistProps) {
  const waitlist = useMyWaitlist(userId, undefined, first);
  const { t } = useTranslation('messages');
  useSettled(waitlist.status !== 'loading');
  if (waitlist.status === 'loading') return null;
  if (waitlist.status === 'error') {
    return (
      <section className="panel" aria-labelledby="profile-waitlist-title">
        <h2 id="profile-waitlist-title">{t('waitlistTitle')}</h2>
        <RetryMessage role="alert" message={t('fetchWaitlistFailed')} onRetry={waitlist.retry} />
      </section>
    );
  }
  if (waitlist.entries.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="profile-waitlist-title">
      <h2 id="profile-waitlist-title">{t('waitlistTitle')}</h2>
      <ul className="waitlist-list">
        {waitlist.entries.map((entry) =>
          isOffered(entry) ? (
            <OfferCard key={entry.id} entry={entry} leave={waitlist.leave} onEnd={waitlist.reload} />
          ) : (
            <WaitingLine key={entry.id} entry={entry} leave={waitlist.leave} withHostel />
          ),
        )}
      </ul>
    </section>
  );
}
