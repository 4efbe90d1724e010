// /leave/consent#<token> (public): the page a guardian's mailed link opens. The token is read from the fragment, which
// browsers never send to a server, and travels to the API in request bodies only.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { GuardianConsent } from '../../features/leave/components/guardian-consent';
import '../../styles/panels.css';
import '../../features/leave/leave.css';

export function Component() {
  const { t } = useTranslation('leave');
  const { hash } = useLocation();
  const token = /^#[0-9a-f]{64}$/.test(hash) ? hash.slice(1) : null;
  return (
    <div className="container leave-page">
      <title>{t('consent.pageTitle')}</title>
      <h1>{t('consent.title')}</h1>
      <p className="leave-muted">{t('consent.lead')}</p>
      <GuardianConsent token={token} />
    </div>
  );
}
