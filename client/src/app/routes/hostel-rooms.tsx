// /status/{hosteltype}: the hostel's rooms, under a signed-in student's selection window (and on selection day, their
// place in line) and waitlist, or a guest house's rooms for the nights asked; other casings redirect to the canonical
// name, unknown names say so.
import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { RetryMessage } from '../../components/ui/retry-message';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { mayHaveSession } from '../../lib/auth-storage';
import { canonicalHostel, useHostels } from '../../lib/hostels';
import { HostelRooms } from '../../features/rooms/components/hostel-rooms';
import { RoomsLoading } from '../../features/rooms/components/rooms-loading';
import { VisitorSelectionNotice } from '../../features/selection/components/visitor-selection-notice';
import type { RoomTypeFreeBeds } from '../../lib/hostels';
import '../../features/rooms/rooms.css';

// A student's rooms wait for their selection window; visitors and the office neither download this nor ask for it.
const StudentRooms = lazy(() => import('./hostel-student-rooms').then((module) => ({ default: module.StudentRooms })));

// A guest house's rooms by the night: only its visitors download the stay picker.
const GuestHouseRooms = lazy(() =>
  import('../../features/rooms/components/guest-house-rooms').then((module) => ({ default: module.GuestHouseRooms })),
);

// The waitlist loads once the rooms are on screen, so the page's first paint does not carry it.
const StudentWaitlist = lazy(() =>
  import('../../features/waitlist/components/student-waitlist').then((module) => ({
    default: module.StudentWaitlist,
  })),
);

function Page({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('rooms');
  return (
    <>
      <title>{t('page.documentTitle', { title })}</title>
      <section className="page-header" aria-labelledby="rooms-title">
        <div className="container">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="rooms-title">{title}</h1>
          {lead ? <p className="page-header__lead">{lead}</p> : null}
        </div>
      </section>
      <div className="container rooms-page">{children}</div>
    </>
  );
}

export function Component() {
  const raw = useParams().hosteltype ?? '';
  const hostels = useHostels();
  const auth = useAuth();
  const { t } = useTranslation(['rooms', 'messages']);
  // The rooms tell the waitlist which room types are full, each time they change, and whether the viewer has a bed;
  // kept with their hostel, so another hostel's figures never show while its rooms load.
  const [roomTypes, setRoomTypes] = useState<{ hostel: string; types: RoomTypeFreeBeds[]; hasBed: boolean } | null>(
    null,
  );
  const onRoomTypes = useCallback(
    (types: RoomTypeFreeBeds[], hasBed: boolean) => setRoomTypes({ hostel: raw, types, hasBed }),
    [raw],
  );

  if (hostels.status === 'error') {
    return (
      <Page title={t('page.title', { hostel: raw })} eyebrow={t('page.eyebrow')}>
        <RetryMessage
          className="empty-state"
          role="alert"
          message={t('messages:fetchHostelsFailed')}
          onRetry={hostels.reload}
        />
      </Page>
    );
  }
  // The rooms load beside the hostels list rather than after it: the name in the address is checked once the list
  // arrives (an unknown one says so, another casing redirects), and until then it is taken as written.
  const listed = hostels.status === 'success' ? canonicalHostel(hostels.data, raw) : undefined;
  const hostel = hostels.status === 'success' ? listed?.name : raw;
  if (!hostel) {
    return (
      <Page title={t('page.notFound')}>
        <p className="empty-state" role="alert">
          {t('messages:hostelNotFound', { hostel: raw })}
        </p>
        <Link className="button button--secondary" to={paths.status.getHref('room-availability')}>
          {t('messages:seeAllHostels')}
        </Link>
      </Page>
    );
  }
  if (hostel !== raw) return <Navigate to={paths.hostelRooms.getHref(hostel)} replace />;
  // A guest house lets whole rooms by the night to anyone signed in: no selection, waitlist or eligibility applies.
  if (listed?.kind === 'guest') {
    return (
      <Page title={t('page.title', { hostel })} eyebrow={t('page.eyebrow')} lead={t('guest.lead')}>
        <Suspense fallback={<RoomsLoading />}>
          <GuestHouseRooms hostel={hostel} />
        </Suspense>
      </Page>
    );
  }

  // A kept session is being restored: whether a student's window comes before the rooms is not known yet. A visitor's
  // session check that starts later (supabase-js loading for the live map) leaves the rooms where they are.
  const restoring = auth.status === 'loading' && mayHaveSession();
  const student = auth.user?.type === 'user' ? auth.user : null;
  const known = roomTypes?.hostel === hostel ? roomTypes : null;
  // `blocked`: why a signed-in student may not book here at all, said in place of Book Now and Join.
  const rooms = (blocked: string | null) => (
    <>
      {known ? (
        <Suspense fallback={null}>
          <StudentWaitlist hostel={hostel} roomTypes={known.types} canJoin={blocked === null} />
        </Suspense>
      ) : null}
      <HostelRooms key={hostel} hostel={hostel} onRoomTypes={onRoomTypes} blocked={blocked} />
    </>
  );

  return (
    <Page title={t('page.title', { hostel })} eyebrow={t('page.eyebrow')} lead={t('page.lead')}>
      {restoring ? (
        <RoomsLoading />
      ) : student ? (
        <Suspense fallback={<RoomsLoading />}>
          <StudentRooms key={hostel} userId={student.id} token={student.token} hostel={hostel} hasBed={known?.hasBed}>
            {rooms}
          </StudentRooms>
        </Suspense>
      ) : (
        <>
          <VisitorSelectionNotice hostel={hostel} />
          {rooms(null)}
        </>
      )}
    </Page>
  );
}
