// /mess (a signed-in student), top to bottom: their registration, their meal QR, today's menu, the week's menu, a
// rating form for each meal served today, and their rebates (?section=rebates brings those into view).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RetryMessage } from '../../components/ui/retry-message';
import { MessRegistrationCard } from '../../features/mess/components/mess-registration-card';
import { MealQrCard } from '../../features/mess-counter/components/meal-qr-card';
import { MessBillLink } from '../../features/mess-bills/components/mess-bill-link';
import { getMyMess } from '../../features/mess-menus/api/my-mess';
import { MenuPanels } from '../../features/mess-menus/components/menu-panels';
import { RateMeals } from '../../features/mess-menus/components/rate-meals';
import { REBATES_SECTION_ID, RebatesSection } from '../../features/mess-menus/components/rebates-section';
import { todayStamp } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { isGuest } from '../../lib/auth';
import { StudentsOnly } from '../../components/students-only';
import { useScrollIntoView } from '../../lib/use-scroll-into-view';
import '../../styles/panels.css';
import '../../features/mess-menus/mess-menus.css';

function MessContent({ userId }: { userId: string }) {
  const { t } = useTranslation('mess-menus');
  const [params] = useSearchParams();
  // Read once per visit: a page left open past midnight shows the day it opened on until it is reloaded.
  const today = todayStamp();
  const mess = useQuery(`my-mess:${userId}:${today}`, () => getMyMess(userId, today));
  useScrollIntoView(
    params.get('section') === REBATES_SECTION_ID ? REBATES_SECTION_ID : null,
    mess.status === 'success',
  );

  return (
    <div className="container mess-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('title')}</h1>
      <MessRegistrationCard />
      <MealQrCard userId={userId} />
      <MessBillLink />
      {mess.status === 'error' ? (
        <RetryMessage role="alert" message={t('page.failed')} onRetry={mess.reload} />
      ) : mess.status === 'success' ? (
        <>
          <MenuPanels mess={mess.data} today={today} />
          <RateMeals userId={userId} today={today} />
          <RebatesSection userId={userId} mess={mess.data} today={today} />
        </>
      ) : (
        <p role="status">{t('page.loading')}</p>
      )}
    </div>
  );
}

export function Component() {
  const { user } = useRequireSignIn();
  if (!user) return null;
  if (isGuest(user)) return <StudentsOnly />;
  return <MessContent userId={user.id} />;
}
