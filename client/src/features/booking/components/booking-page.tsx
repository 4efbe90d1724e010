// The booking wizard's page frame: the hostel, the title, the room once it is known, and the body under them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface BookingPageProps {
  hostel: string;
  room: { wing_name: string; room_number: number } | null | undefined;
  children: ReactNode;
}

export function BookingPage({ hostel, room, children }: BookingPageProps) {
  const { t } = useTranslation('booking');
  return (
    <>
      <title>{t('page.documentTitle')}</title>
      <section className="page-header" aria-labelledby="booking-title">
        <div className="container">
          <p className="eyebrow">{hostel}</p>
          <h1 id="booking-title">{t('page.title')}</h1>
          {room ? (
            <p className="page-header__lead">{t('page.roomLead', { wing: room.wing_name, room: room.room_number })}</p>
          ) : (
            // The room's line keeps its place while the room is read, so the wizard below does not move when it comes.
            <p className="page-header__lead" aria-hidden="true">
              {'\u00a0'}
            </p>
          )}
        </div>
      </section>
      <div className="container booking-page">{children}</div>
    </>
  );
}
