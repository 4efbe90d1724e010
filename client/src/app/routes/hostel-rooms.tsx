// /status/{hosteltype}: the hostel's rooms; other casings redirect to the canonical name, unknown names say so.
import { Link, Navigate, useParams } from 'react-router-dom';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { canonicalHostel } from '../../features/rooms/room-list';
import { HostelRooms } from '../../features/rooms/components/hostel-rooms';
import '../../features/rooms/rooms.css';

export function Component() {
  const raw = useParams().hosteltype ?? '';
  const hostel = canonicalHostel(raw);

  if (!hostel) {
    return (
      <>
        <title>Hostel not found · Campus Hostel</title>
        <section className="page-header" aria-labelledby="rooms-title">
          <div className="container">
            <h1 id="rooms-title">Hostel not found</h1>
          </div>
        </section>
        <div className="container rooms-page">
          <p className="empty-state" role="alert">
            {messages.hostelNotFound(raw)}
          </p>
          <Link className="button button--secondary" to={paths.status.getHref('room-availability')}>
            {messages.seeAllHostels}
          </Link>
        </div>
      </>
    );
  }
  if (hostel !== raw) return <Navigate to={paths.hostelRooms.getHref(hostel)} replace />;

  return (
    <>
      <title>{`${hostel} rooms · Campus Hostel`}</title>
      <section className="page-header" aria-labelledby="rooms-title">
        <div className="container">
          <p className="eyebrow">Room availability</p>
          <h1 id="rooms-title">{hostel} rooms</h1>
          <p className="page-header__lead">Pick a vacant room and book it in three short steps.</p>
        </div>
      </section>
      <div className="container rooms-page">
        <HostelRooms key={hostel} hostel={hostel} />
      </div>
    </>
  );
}
