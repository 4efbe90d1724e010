// A period's two moments in IST, each on a line of its own.
import { formatDateTime } from '../../../../lib/format';

/** From and until, each on a line of its own (the dash beside the end), so a phone's card keeps them beside the label. */
export function Period({ from, to }: { from: string; to: string }) {
  return (
    <span className="visitors-cell">
      <time dateTime={from}>{formatDateTime(from)}</time>
      <span>
        – <time dateTime={to}>{formatDateTime(to)}</time>
      </span>
    </span>
  );
}
