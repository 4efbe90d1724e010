// What shows while a page's code chunk is on its way.
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
