// /receipt/{reference}: the printable receipt of a paid or refunded booking, for its owner and the office; sign-in first.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { RetryMessage } from '../../components/ui/retry-message';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { notify } from '../../lib/notifications';
import { useQuery } from '../../lib/use-query';
import { getReceipt } from '../../features/receipts/api/get-receipt';
import { ReceiptView } from '../../features/receipts/components/receipt-view';
import '../../features/receipts/receipt.css';

// Booking references are short upper-case codes; anything else in the address cannot name one.
const REFERENCE = /^[A-Za-z0-9]{1,64}$/;

function NoReceipt() {
  const { t } = useTranslation(['receipts', 'messages']);
  return (
    <div className="card receipt receipt--missing">
      <h1 id="receipt-title">{t('title')}</h1>
      <p role="status">{t('messages:receiptNotFound')}</p>
      <Link className="button button--secondary" to={paths.home.getHref()}>
        {t('backHome')}
      </Link>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation(['receipts', 'messages']);
  const params = useParams();
  const location = useLocation();
  const auth = useAuth();
  const signedOut = auth.status === 'ready' && auth.user === null;
  const raw = params.reference ?? '';
  const reference = REFERENCE.test(raw) ? raw : null;
  // Keyed by user too: after signing in as someone else, the receipt is read again with their rights.
  const userId = auth.user?.id ?? null;
  const receipt = useQuery(reference === null || userId === null ? null : `receipt:${userId}:${reference}`, () =>
    getReceipt(reference ?? ''),
  );

  useEffect(() => {
    if (signedOut) notify.info(messages.loginToSeeReceipt);
  }, [signedOut]);

  // A receipt is personal: the sign-in page brings the reader back here.
  if (signedOut) return <Navigate to={paths.login.getHref('student', location.pathname)} replace />;

  let body;
  if (reference === null || (receipt.status === 'success' && receipt.data === null)) {
    body = <NoReceipt />;
  } else if (receipt.status === 'error') {
    body = (
      <div className="card receipt">
        <h1 id="receipt-title">{t('title')}</h1>
        <RetryMessage role="alert" message={t('messages:fetchReceiptFailed')} onRetry={receipt.reload} />
      </div>
    );
  } else if (receipt.status === 'success' && receipt.data) {
    body = <ReceiptView receipt={receipt.data} />;
  } else {
    body = (
      <div className="card receipt" aria-busy="true">
        <h1 id="receipt-title">{t('title')}</h1>
        <p>{t('loading')}</p>
      </div>
    );
  }

  return (
    <>
      <title>{t('pageTitle')}</title>
      <section className="container receipt-page" aria-labelledby="receipt-title">
        {body}
      </section>
    </>
  );
}
