// The profile's Roommate panel: invitations received (accept then book, or decline), and for a bed in a double the
// other bed: the roommate's name, the invitation sent, or the form to invite someone. Hidden when there is neither.
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useSettled } from '../../../components/ui/settle-group';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { ApiError, normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { t as translate } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { NO_SEED, useSeededQuery, type Seed } from '../../../lib/use-seeded-query';
import {
  answerInvite,
  getReceivedInvites,
  getRoomShare,
  inviteRoommate,
  isLive,
  type ReceivedInvite,
  type RoomShare,
} from '../api/roommates';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Refusals about the address or the student's invitations, said beside the address (read when refused). */
function refusal(code: string | undefined): string | undefined {
  if (code === 'no_account') return messages.roommateNoAccount;
  if (code === 'invite_cap') return messages.roommateInviteCap;
  if (code === 'mail_cap') return messages.roommateMailCap;
  return undefined;
}

const ENDED = ['declined', 'canceled', 'expired'] as const;

function endedStatus(status: string | null): (typeof ENDED)[number] | undefined {
  return ENDED.find((ended) => ended === status);
}

/** Called during render, so it is in the language being read. */
function where(room: { hostel_name: string; wing_name: string; room_number: number }): string {
  return translate('roommates:where', { hostel: room.hostel_name, wing: room.wing_name, room: room.room_number });
}

function InviteForm({ token, onInvited }: { token: string; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['roommates', 'messages']);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(messages.roommateEmailInvalid);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const sent = await inviteRoommate(address, token);
      notify.success(messages.roommateInvited(address, formatDateTime(sent.expiresAt)));
      setEmail('');
      onInvited();
    } catch (failure) {
      const refused = failure instanceof ApiError ? refusal(failure.code) : undefined;
      if (refused) setError(refused);
      else notify.error(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form roommate-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        hint={t('messages:roommateInviteHint')}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={t('inviting')}>
        {t('invite')}
      </Button>
    </form>
  );
}

function ShareDetails({ share, token, onChange }: { share: RoomShare; token: string; onChange: () => void }) {
  const [busy, setBusy] = useState(false);
  const other = share.other_bed_label;
  const live = isLive(share.invite_status);
  const { t } = useTranslation(['roommates', 'messages']);
  const ended = endedStatus(share.invite_status);

  const withdraw = async (inviteId: number) => {
    setBusy(true);
    try {
      await answerInvite(inviteId, 'cancel', token);
      notify.success(messages.roommateWithdrawn);
      onChange();
    } catch (failure) {
      notify.error(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  let otherBed;
  if (share.roommate_name) {
    otherBed = (
      <p>
        <Trans
          t={t}
          i18nKey="roommateIn"
          values={{ bed: other, name: share.roommate_name }}
          components={{ strong: <strong /> }}
        />
      </p>
    );
  } else if (live && share.invite_id !== null) {
    const inviteId = share.invite_id;
    otherBed = (
      <>
        <p>
          {share.invite_status === 'accepted'
            ? t('messages:roommateAccepted', { email: share.invitee_email ?? '', bed: other })
            : t('messages:roommatePending', { email: share.invitee_email ?? '', bed: other })}{' '}
          {t('keptUntil', { until: formatDateTime(share.invite_expires_at ?? '') })}
        </p>
        {share.other_bed_state === 'occupied' ? null : (
          <Button variant="secondary" busy={busy} busyLabel={t('withdrawing')} onClick={() => void withdraw(inviteId)}>
            {t('withdraw')}
          </Button>
        )}
      </>
    );
  } else if (share.other_bed_state === 'free') {
    otherBed = (
      <>
        {ended ? <p className="profile-muted">{t(`ended.${ended}`, { email: share.invitee_email })}</p> : null}
        <p>{t('messages:roommateOtherBedFree', { bed: other })}</p>
        <InviteForm token={token} onInvited={onChange} />
      </>
    );
  } else {
    otherBed = <p>{t('messages:roommateOtherBedTaken', { bed: other })}</p>;
  }

  return (
    <>
      <p>
        <Trans
          t={t}
          i18nKey={share.bed_state === 'held' ? 'yourBedHeld' : 'yourBed'}
          values={{ bed: share.bed_label, where: where(share), held: t('messages:roommateBedHeld') }}
          components={{ strong: <strong /> }}
        />
      </p>
      {otherBed}
    </>
  );
}

function ReceivedInvites({ invites, token }: { invites: ReceivedInvite[]; token: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const { t } = useTranslation(['roommates', 'messages']);

  const act = async (invite: ReceivedInvite, action: 'accept' | 'decline') => {
    setBusy(invite.invite_id);
    try {
      const decision = await answerInvite(invite.invite_id, action, token);
      if (decision.status === 'accepted') {
        notify.success(messages.roommateInviteAccepted);
        await navigate(paths.bookNow.getHref(decision.hostel, decision.roomId));
        return;
      }
      notify.success(messages.roommateInviteDeclined);
      setAnswered((done) => new Set(done).add(invite.invite_id));
    } catch (failure) {
      notify.error(normalizeError(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="roommate-invites">
      {invites
        .filter((invite) => !answered.has(invite.invite_id))
        .map((invite) => (
          <li key={invite.invite_id} className="roommate-invite">
            <p>
              <Trans
                t={t}
                i18nKey="invites"
                values={{
                  name: invite.inviter_name ?? t('messages:roommateSomeone'),
                  where: where(invite),
                  bed: invite.bed_label,
                  until: formatDateTime(invite.expires_at),
                }}
                components={{ strong: <strong /> }}
              />
            </p>
            {invite.status === 'accepted' ? (
              <Link className="button button--primary" to={paths.bookNow.getHref(invite.hostel_name, invite.room_id)}>
                {t('bookBed', { bed: invite.bed_label })}
              </Link>
            ) : (
              <div className="roommate-invite__actions">
                <Button
                  busy={busy === invite.invite_id}
                  busyLabel={t('accepting')}
                  disabled={busy !== null}
                  onClick={() => void act(invite, 'accept')}
                >
                  {t('accept')}
                </Button>
                <Button variant="secondary" disabled={busy !== null} onClick={() => void act(invite, 'decline')}>
                  {t('decline')}
                </Button>
              </div>
            )}
          </li>
        ))}
    </ul>
  );
}

export interface RoommatesPanelProps {
  userId: string;
  token: string;
  /** The double and the invitations received, as the page's own read brought them, if it did. */
  first?: { share: Seed<RoomShare | null>; received: Seed<ReceivedInvite[]> };
}

export function RoommatesPanel({ userId, token, first }: RoommatesPanelProps) {
  const share = useSeededQuery(`room-share:${userId}`, first?.share ?? NO_SEED, getRoomShare);
  const received = useSeededQuery(`roommate-invites:${userId}`, first?.received ?? NO_SEED, getReceivedInvites);
  useSettled(share.status !== 'loading' && received.status !== 'loading');
  const { t } = useTranslation(['roommates', 'messages']);

  if (share.status === 'error' || received.status === 'error') {
    return (
      <section className="panel" aria-labelledby="roommate-title">
        <h2 id="roommate-title">{t('title')}</h2>
        <RetryMessage
          role="alert"
          message={t('messages:fetchRoommatesFailed')}
          onRetry={() => {
            share.reload();
            received.reload();
          }}
        />
      </section>
    );
  }
  if (share.status !== 'success' || received.status !== 'success') return null;

  // Invitations still to act on; once the student owns a bed, there is nothing left to book.
  const owned = share.data?.bed_state === 'owned';
  const open = received.data.filter((invite) => isLive(invite.status) && !owned);
  if (!share.data && open.length === 0) return null;

  return (
    <section className="panel" aria-labelledby="roommate-title">
      <h2 id="roommate-title">{t('title')}</h2>
      {open.length > 0 ? <ReceivedInvites invites={open} token={token} /> : null}
      {share.data ? <ShareDetails share={share.data} token={token} onChange={share.reload} /> : null}
    </section>
  );
}
