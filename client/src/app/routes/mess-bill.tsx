// /mess/bill?month=YYYY-MM (a signed-in student): the month's mess bill, itemised per day, and Pay by card. Hosted
// Stripe sends the browser back here with ?payment_intent=…, which the page follows to paid and then drops.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MessBillPage } from '../../features/mess-bills/components/mess-bill-page';
import { currentMonth, isMonth } from '../../lib/months';
import { isGuest } from '../../lib/auth';
import { StudentsOnly } from '../../components/students-only';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import '../../styles/panels.css';

const INTENT = /^pi_[A-Za-z0-9_]{1,200}$/;

export function Component() {
  const auth = useRequireSignIn();
  const [params, setParams] = useSearchParams();
  const thisMonth = currentMonth();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : thisMonth;
  const [returnedIntent] = useState(() => {
    const intent = params.get('payment_intent');
    return intent && INTENT.test(intent) ? intent : null;
  });

  useEffect(() => {
    if (params.has('payment_intent')) setParams({ month }, { replace: true });
  }, [params, month, setParams]);

  if (!auth.user) return null;
  if (isGuest(auth.user)) return <StudentsOnly />;
  return (
    <MessBillPage
      userId={auth.user.id}
      token={auth.user.token}
      month={month}
      thisMonth={thisMonth}
      onMonth={(next) => setParams({ month: next })}
      returnedIntent={returnedIntent}
      returnUrl={`${window.location.origin}${paths.messBill.getHref(month)}`}
    />
  );
}
