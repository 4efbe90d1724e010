// /selection/claim?token=…: the link mailed to a listed address. Sign-in required (the sign-in page brings the student
// back): the place goes to the account signed in, and only if the link was sent for it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ClaimSelectionAddress } from '../../features/selection/components/claim-selection-address';
import { useRequireSignIn } from '../../lib/use-require-sign-in';

export function Component() {
  const { user } = useRequireSignIn();
  const token = useSearchParams()[0].get('token');
  const { t } = useTranslation(['selection', 'messages']);
  return (
    <>
      <title>{t('claim.documentTitle')}</title>
      <div className="page-header">
        <div className="container">
          <h1>{t('claim.title')}</h1>
        </div>
      </div>
      <div className="container">
        {token === null ? (
          <p role="alert">{t('messages:claimLinkMissing')}</p>
        ) : user ? (
          <ClaimSelectionAddress key={user.id} token={token} />
        ) : null}
      </div>
    </>
  );
}
