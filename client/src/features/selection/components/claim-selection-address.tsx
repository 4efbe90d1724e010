// The claim link's work, once the student is signed in: send the token once and say what came of it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors';
import { claimSelectionAddress } from '../api/claim-selection-address';

type Outcome = { kind: 'claiming' } | { kind: 'claimed'; windows: number } | { kind: 'failed'; reason: string };

export function ClaimSelectionAddress({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'claiming' });
  const { t } = useTranslation('messages');

  useEffect(() => {
    let live = true;
    claimSelectionAddress(token).then(
      ({ windows }) => live && setOutcome({ kind: 'claimed', windows }),
      (error: unknown) => live && setOutcome({ kind: 'failed', reason: normalizeError(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (outcome.kind === 'claiming') {
    return <p role="status">{t('claimingPlace')}</p>;
  }
  return (
    <>
      {outcome.kind === 'claimed' ? (
        <p className="callout callout--success" role="status">
          {t('placeClaimed', { count: outcome.windows })}
        </p>
      ) : (
        <p className="payment-problem" role="alert">
          {outcome.reason}
        </p>
      )}
      <Link className="button button--secondary" to={paths.status.getHref()}>
        {t('seeTheHostels')}
      </Link>
    </>
  );
}
