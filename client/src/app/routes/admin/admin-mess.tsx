// /admin/mess (the whole office; a mess manager for their messes and a warden for those feeding their hostels, both
// read-only): the messes, their price lists and the registration periods with their counts.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { getMyPlaces } from '../../../features/admin/api/my-places';
import type { MessRow } from '../../../features/admin/mess/api/mess-admin';
import { MessAdmin } from '../../../features/admin/mess/components/mess-admin';
import { isWholeOffice, useAuth } from '../../../lib/auth';
import { useQuery } from '../../../lib/use-query';

/** Whether a mess is one the places oversee: a mess manager's own, or one feeding a warden's hostel. */
function seenBy(places: ReadonlyArray<{ kind: string; place: string }>) {
  const named = (kind: string) => new Set(places.filter((p) => p.kind === kind).map((p) => p.place));
  const messes = named('mess');
  const hostels = named('hostel');
  return (mess: MessRow) => messes.has(mess.name) || mess.hostels.some((fed) => hostels.has(fed.name));
}

export function Component() {
  const { t } = useTranslation('mess');
  const { t: office } = useTranslation('admin');
  const { user } = useAuth();
  const whole = isWholeOffice(user);
  const places = useQuery(whole || !user ? null : `office-places:${user.id}`, getMyPlaces);

  const body = () => {
    if (whole) return <MessAdmin canEdit sees={null} />;
    if (places.status === 'error') {
      return <RetryMessage role="alert" message={t('admin.failed')} onRetry={places.reload} />;
    }
    if (places.status !== 'success') return <p role="status">{t('admin.loading')}</p>;
    return <MessAdmin canEdit={false} sees={seenBy(places.data)} />;
  };

  return (
    <section aria-labelledby="mess-admin-title">
      <title>{office('pageTitle', { title: t('admin.pageTitle') })}</title>
      <h1 id="mess-admin-title" className="admin-title">
        {t('admin.title')}
      </h1>
      <p className="admin-lead">{whole ? t('admin.lead') : t('admin.leadReadOnly')}</p>
      {body()}
    </section>
  );
}
