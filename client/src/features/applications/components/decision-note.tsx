// The hostel office's note on its decision, as the student reads it.
import { messages } from '../../../config/messages';

export function DecisionNote({ note }: { note: string }) {
  return (
    <p className="decision-note">
      <span className="decision-note__label">{messages.decisionNote}:</span> {note}
    </p>
  );
}
