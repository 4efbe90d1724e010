// An admitted student's turn on a hostel page: until when they may hold a bed, counting down; then that it has ended
// (a hold after it puts them back in line).
import { useState } from 'react';
import { Countdown } from '../../../components/ui/countdown';
import { messages } from '../../../config/messages';
import { formatDateTime } from '../../../lib/format';
import '../selection.css';

export function AdmissionNotice({ expiresAt }: { expiresAt: string }) {
  const [ended, setEnded] = useState<string | null>(null);
  if (ended === expiresAt) {
    return (
      <p className="selection-notice" role="status">
        {messages.admissionEnded}
      </p>
    );
  }
  return (
    <p className="selection-notice selection-notice--open">
      {messages.admissionUntil(formatDateTime(expiresAt))}{' '}
      <Countdown until={expiresAt} onEnd={() => setEnded(expiresAt)} className="selection-notice__time" />
    </p>
  );
}
