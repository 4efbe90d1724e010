// A row's decision with a note (approve or reject an application, a leave): which decision's form is open, its note and
// error. The note takes focus when the form opens; Cancel closes it and hands focus back to the button that opened it,
// whose id is `${openerId}-${decision}`.
import { useEffect, useId, useRef, useState } from 'react';

export function useNoteForm<Decision extends string>() {
  const [choice, setChoice] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const openerId = useId();
  const returnFocus = useRef<Decision | null>(null);

  useEffect(() => {
    if (choice) noteRef.current?.focus();
    else if (returnFocus.current) {
      document.getElementById(`${openerId}-${returnFocus.current}`)?.focus();
      returnFocus.current = null;
    }
  }, [choice, openerId]);

  const cancel = () => {
    returnFocus.current = choice;
    setChoice(null);
    setNote('');
    setError(undefined);
  };

  return { choice, setChoice, note, setNote, error, setError, noteRef, openerId, cancel };
}
