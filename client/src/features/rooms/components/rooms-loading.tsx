// Where the rooms will be while they load: it keeps the page's height, so nothing on screen moves when they arrive.
export function RoomsLoading() {
  return (
    <div aria-busy="true">
      <p className="rooms-summary">Loading rooms…</p>
      <div className="rooms-skeleton" aria-hidden="true" />
    </div>
  );
}
