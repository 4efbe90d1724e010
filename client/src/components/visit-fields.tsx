// A repair visit's two times, as date-and-time fields read in IST: the technician's form and the office's job row set
// the same slot, each in its own words.
import { TextField } from './ui/field';

export interface VisitFieldsProps {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}

export function VisitFields({ labels, from, to, onFromChange, onToChange }: VisitFieldsProps) {
  return (
    <>
      <TextField
        label={labels.from}
        type="datetime-local"
        value={from}
        onChange={(event) => onFromChange(event.target.value)}
      />
      <TextField
        label={labels.to}
        type="datetime-local"
        value={to}
        onChange={(event) => onToChange(event.target.value)}
      />
    </>
  );
}
