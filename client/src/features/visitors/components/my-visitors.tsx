// The host's visitors: who is inside now in one line, walk-ins waiting at the gate for the host's answer first, then
// every pass, newest window first.
import type { VisitorPass } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { visitorStateOf } from '../../../lib/status-words';
import { useNow } from '../../../lib/use-now';
import { VisitorEntry } from './visitor-entry';

export function MyVisitors({ passes, onChanged }: { passes: readonly VisitorPass[]; onChanged: () => void }) {
  const { t } = useTranslation('visitors');
  const now = useNow();
  if (passes.length === 0) return <p className="visitors-muted">{t('mine.none')}</p>;
  const inside = passes.filter((pass) => visitorStateOf(pass, now) === 'inside');
  const waiting = passes.filter((pass) => visitorStateOf(pass, now) === 'awaiting_host');
  const rest = passes.filter((pass) => !waiting.includes(pass));
  return (
    <>
      <p className="visitors-inside" role="status">
        {inside.length > 0
          ? t('mine.insideNow', { names: inside.map((pass) => pass.visitor_name).join(', ') })
          : t('mine.noneInside')}
      </p>
      {waiting.length > 0 ? (
        <div className="visitors-waiting">
          <p className="visitors-waiting__title">{t('mine.waitingTitle')}</p>
          <ul className="visitor-list">
            {waiting.map((pass) => (
              <VisitorEntry key={pass.id} pass={pass} now={now} onChanged={onChanged} />
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="visitor-list">
        {rest.map((pass) => (
          <VisitorEntry key={pass.id} pass={pass} now={now} onChanged={onChanged} />
        ))}
      </ul>
    </>
  );
}
