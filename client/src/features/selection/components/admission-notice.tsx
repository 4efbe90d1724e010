// An admitted student's turn on a hostel page: until when they may hold a bed, counting down, with the page's way to give
// the turn up; then that it has ended (a hold after it puts them back in line).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/ui/countdown';
import { formatDateTime } from '../../../lib/format';
import '../selection.css';

export interface AdmissionNoticeProps {
  expiresAt: string;
  /** What the student may do with the turn meanwhile (giving it up), beside the countdown. */
  children?: ReactNode;
}

export function AdmissionNotice({ expiresAt, children }: AdmissionNoticeProps) {
  const [ended, setEnded] = useState<string | null>(null);
  const { t } = useTranslation('messages');
  if (ended === expiresAt) {
    return (
      <p className="selection-notice" role="status">
        {t('admissionEnded')}
      </p>
    );
  }
  return (
    <div className="selection-notice selection-notice--open selection-notice--turn">
      <p>
        {t('admissionUntil', { until: formatDateTime(expiresAt) })}{' '}
        <Countdown until={expiresAt} onEnd={() => setEnded(expiresAt)} className="selection-notice__time" />
      </p>
      {children}
    </div>
  );
}
