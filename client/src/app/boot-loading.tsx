// What shows before the layout (and with it the catalogues) has arrived: no words, so no i18next in the app's entry.

/** The spinner alone, marked busy, for the moments of a first load or when the layout failed to arrive. */
export function BootLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <span className="spinner spinner--large" aria-hidden="true" />
    </div>
  );
}
