// A group of panels shown once every read inside it has settled, so panels that fill in one after another never push
// one another about on screen (layout shift). Until then the group keeps its place, hidden, under one loading line.
import { useTranslation } from 'react-i18next';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import './settle-group.css';

/** The longest a slow read keeps the rest hidden: after this the group shows what it has. */
export const SETTLE_WAIT_MS = 3000;

type Hold = () => () => void;

const SettleContext = createContext<Hold | null>(null);

/**
 * Holds the group it is in while `settled` is false (a read under way). Outside a group it does nothing. Registered in a
 * layout effect, so the group never paints before it knows about every read.
 */
export function useSettled(settled: boolean): void {
  const hold = useContext(SettleContext);
  useLayoutEffect(() => {
    if (settled || !hold) return undefined;
    return hold();
  }, [settled, hold]);
}

/** For a part still loading its code (a Suspense fallback): holds the group until the part takes over. */
export function Unsettled(): null {
  useSettled(false);
  return null;
}

export interface SettleGroupProps {
  /** The loading line, as in "Loading {label}…". */
  label: string;
  /** The group's own reads, made by its parent, have settled. */
  ready: boolean;
  className?: string;
  children: ReactNode;
}

export function SettleGroup({ label, ready, className, children }: SettleGroupProps) {
  // The group's first commit counts as a hold, released once every part has rendered and said whether it reads (its
  // parts' layout effects run before its own), so the group never shows before it knows.
  const { t } = useTranslation();
  const [held, setHeld] = useState(1);
  const [timedOut, setTimedOut] = useState(false);
  const [shown, setShown] = useState(false);
  const hold = useCallback<Hold>(() => {
    setHeld((count) => count + 1);
    return () => setHeld((count) => count - 1);
  }, []);

  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberately before paint, as a measurement is.
    setHeld((count) => count - 1);
    return () => setHeld((count) => count + 1);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  // Once shown, the group stays shown: a read started later (a reload after a save) changes its own panel only.
  if (!shown && (timedOut || (ready && held === 0))) setShown(true);

  return (
    <SettleContext.Provider value={shown ? null : hold}>
      <div
        className={['settle-group', shown ? null : 'settle-group--waiting', className].filter(Boolean).join(' ')}
        aria-busy={shown ? undefined : true}
      >
        {shown ? null : (
          <p className="settle-group__status" role="status">
            {t('ui.loadingWhat', { what: label })}
          </p>
        )}
        {children}
      </div>
    </SettleContext.Provider>
  );
}
