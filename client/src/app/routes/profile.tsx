// The /profile page: who the student is, their room, roommate, waitlist and guest stays, academic details, email choices, applications
// (with the office's decisions and notes), complaints (with their conversations) and Logout. A guest account sees its
// stays, email choices and complaints: the rest is a student's.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@campus-hostel/contracts/notification-kinds';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RetryMessage } from '../../components/ui/retry-message';
import { SettleGroup } from '../../components/ui/settle-group';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { isGuest, isOffice, type AppUser } from '../../lib/auth';
import { normalizeError } from '../../lib/errors';
import { notify } from '../../lib/notifications';
import { getEmailOff, saveEmailOff } from '../../features/profile/api/email-preferences';
import { getOwnComplaints, type OwnComplaint } from '../../features/profile/api/get-own-complaints';
import { getOwnRoom } from '../../features/profile/api/get-own-room';
import { takeMyProfile } from '../../features/profile/api/my-profile';
import { startMyProfile } from '../../features/profile/api/my-profile-start';
import { getRecord, ownRecordOf } from '../../features/student-record/api/student-record';
import { declarationOf } from '../../features/eligibility/api/declaration';
import { RecordAcademic } from '../../features/student-record/components/record-academic';
import { StudentRecordPanel } from '../../features/student-record/components/student-record-panel';
import { signOut } from '../../lib/sign-out';
import { initialsOf } from '../../lib/format';
import { useQuery, type QueryState } from '../../lib/use-query';
import { seedOf, useSeededQuery } from '../../lib/use-seeded-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { ComplaintsHistory } from '../../features/profile/components/complaints-history';
import { EmailPreferencesForm } from '../../features/profile/components/email-preferences-form';
import { HostelDetails } from '../../features/profile/components/hostel-details';
import { ApplicationHistory } from '../../features/applications/components/application-history';
import { ResidenceDetails } from '../../features/eligibility/components/residence-details';
import { RoommatesPanel } from '../../features/roommates/components/roommates-panel';
import { ProfileWaitlist } from '../../features/waitlist/components/waitlist-panels';
import { MyStays } from '../../features/guest-stays/components/my-stays';
import '../../styles/panels.css';
import '../../features/profile/profile.css';
import '../../features/roommates/roommates.css';

// The page's one read starts as its code runs, when the layout has not started it already (the app opened elsewhere).
startMyProfile();

function Avatar({ user, name }: { user: AppUser; name: string }) {
  const [broken, setBroken] = useState(false);
  const url = user.userMetadata.avatar_url;
  if (url && !broken) {
    return (
      <img
        className="profile-avatar"
        src={url}
        alt=""
        width={96}
        height={96}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="profile-avatar profile-avatar--initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

function Loading({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <p className="profile-muted" role="status">
      {t('ui.loadingWhat', { what: label })}
    </p>
  );
}

type Shown<T> = QueryState<T> & { reload: () => void };

/** Which kinds of email the account takes: the office's, a student's or a guest's. */
function EmailPanel({ user, emailOff }: { user: AppUser; emailOff: Shown<readonly NotificationKind[]> }) {
  const { t } = useTranslation(['profile', 'messages']);
  return (
    <section className="panel" aria-labelledby="email-title">
      <h2 id="email-title">{t('sections.email')}</h2>
      {emailOff.status === 'loading' ? <Loading label={t('loading.email')} /> : null}
      {emailOff.status === 'error' ? (
        <RetryMessage
          role="alert"
          className="profile-muted"
          message={t('messages:fetchEmailChoicesFailed')}
          onRetry={emailOff.reload}
        />
      ) : null}
      {emailOff.status === 'success' ? (
        <EmailPreferencesForm
          audience={isOffice(user) ? 'office' : isGuest(user) ? 'guest' : 'student'}
          initialOff={emailOff.data}
          onSave={(off) => saveEmailOff(user.id, off)}
        />
      ) : null}
    </section>
  );
}

function ComplaintsPanel({ complaints }: { complaints: Shown<OwnComplaint[]> }) {
  const { t } = useTranslation(['profile', 'messages']);
  return (
    <section className="panel" aria-labelledby="complaints-title">
      <h2 id="complaints-title">{t('sections.complaints')}</h2>
      {complaints.status === 'loading' ? <Loading label={t('loading.complaints')} /> : null}
      {complaints.status === 'error' ? (
        <RetryMessage
          className="profile-muted"
          message={t('messages:fetchComplaintsFailed')}
          onRetry={complaints.reload}
        />
      ) : null}
      {complaints.status === 'success' ? <ComplaintsHistory complaints={complaints.data} /> : null}
    </section>
  );
}

function ProfileContent({ user, onLogout }: { user: AppUser; onLogout: () => Promise<void> }) {
  const { t } = useTranslation(['profile', 'messages']);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const student = user.type === 'user' && !isGuest(user);
  // Every panel's first data in one read; each panel reads on its own after an action, or if this read fails.
  const profile = useQuery(`profile:${user.id}`, () => takeMyProfile(user.id));
  const complaints = useSeededQuery(
    user.id,
    seedOf(profile, (p) => p.complaints),
    () => getOwnComplaints(user.id),
  );
  const room = useSeededQuery(
    user.id,
    seedOf(profile, (p) => p.room),
    () => getOwnRoom(user.id),
  );
  const emailOff = useSeededQuery(
    user.id,
    seedOf(profile, (p) => p.emailOff),
    getEmailOff,
  );
  const record = useSeededQuery(
    `student-record:${user.id}`,
    seedOf(profile, (p) => ownRecordOf(p.record)),
    () => getRecord(user.id),
  );
  // The name the office has on record, else the one the sign-in provider gave, else the address's own name.
  const name = record.data?.record.full_name ?? user.userMetadata.full_name ?? user.email.split('@')[0] ?? user.email;

  useEffect(() => {
    if (complaints.status === 'error') notify.error(messages.fetchComplaintsFailed);
  }, [complaints.status]);

  const confirmLogout = async () => {
    setLeaving(true);
    try {
      await onLogout();
    } catch (error) {
      setLeaving(false);
      notify.error(normalizeError(error));
    }
  };

  return (
    <div className="container profile">
      <section className="profile-card" aria-labelledby="profile-name">
        <Avatar user={user} name={name} />
        <div className="profile-card__who">
          <h1 id="profile-name">{name}</h1>
          <p className="profile-card__email">{user.email}</p>
        </div>
        <Button variant="secondary" className="profile-card__logout" onClick={() => setConfirming(true)}>
          {t('logout')}
        </Button>
      </section>

      <SettleGroup
        label={t('loading.profile')}
        className="profile__details"
        ready={[complaints, room, emailOff, record].every((query) => query.status !== 'loading')}
      >
        <div className="profile-grid">
          {isGuest(user) ? null : (
            <section className="panel" aria-labelledby="hostel-title">
              <h2 id="hostel-title">{t('sections.hostel')}</h2>
              {room.status === 'loading' ? <Loading label={t('loading.room')} /> : null}
              {room.status === 'error' ? <p role="alert">{t('messages:fetchRoomFailed')}</p> : null}
              {room.status === 'success' ? <HostelDetails room={room.data} /> : null}
            </section>
          )}

          {student ? <StudentRecordPanel record={record} reload={record.reload} /> : null}

          {isGuest(user) ? null : (
            <RoommatesPanel
              userId={user.id}
              token={user.token}
              first={{
                share: seedOf(profile, (p) => p.roomShare),
                received: seedOf(profile, (p) => p.roommateInvites),
              }}
            />
          )}

          {student ? <ProfileWaitlist userId={user.id} first={seedOf(profile, (p) => p.waitlist)} /> : null}

          {user.type === 'user' ? <MyStays first={seedOf(profile, (p) => p.guestStays)} /> : null}

          {isGuest(user) ? null : (
            <section className="panel" aria-labelledby="residence-title">
              <h2 id="residence-title">{t('sections.residence')}</h2>
              <ResidenceDetails userId={user.id} first={seedOf(profile, (p) => declarationOf(p.declaration))} />
            </section>
          )}

          {student && record.status === 'success' ? (
            <section className="panel" aria-labelledby="academic-title">
              <h2 id="academic-title">{t('sections.academic')}</h2>
              <RecordAcademic own={record.data} />
            </section>
          ) : null}

          <EmailPanel user={user} emailOff={emailOff} />
        </div>

        {isGuest(user) ? null : (
          <section className="panel" aria-labelledby="applications-title">
            <h2 id="applications-title">{t('sections.applications')}</h2>
            <ApplicationHistory first={seedOf(profile, (p) => p.applications)} />
          </section>
        )}

        <ComplaintsPanel complaints={complaints} />
      </SettleGroup>

      {confirming ? (
        <ConfirmDialog
          title={t('messages:logoutTitle')}
          confirmLabel={t('logout')}
          busyLabel={t('loggingOut')}
          cancelLabel={t('continue')}
          busy={leaving}
          onConfirm={() => void confirmLogout()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('messages:logoutWarning')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  // After Logout the user is signed out on purpose: no 'Please login first' then.
  const { user } = useRequireSignIn({ leaving: loggingOut });

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await signOut();
    } finally {
      await navigate(paths.home.getHref(), { replace: true });
    }
  };

  return (
    <>
      <title>{t('pageTitle')}</title>
      {user ? (
        <ProfileContent key={user.id} user={user} onLogout={onLogout} />
      ) : (
        <Loading label={t('loading.profile')} />
      )}
    </>
  );
}
