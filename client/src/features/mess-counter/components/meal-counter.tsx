// The meal counter for one person at a phone: the meal (by the time of day), a camera scan or a typed roll number,
// the answer at once, then extras and guest meals for a student just served, and the day's count.
import {
  COUNTER_MEALS,
  SCAN_REFUSALS,
  type CounterMeal,
  type CounterMess,
  type ScanRefusal,
} from '@campus-hostel/contracts/api';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner } from '../../../components/camera-scanner';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError, normalizeError } from '../../../lib/errors';
import { scanMeal, type Scanned } from '../api/counter';
import { mealAt } from '../meal-of-day';
import { ChargeForm } from './charge-form';
import { CounterTally } from './counter-tally';
import { ScanAnswer, type CounterAnswer } from './scan-answer';
import '../mess-counter.css';

/** A meal QR holds a JWT (three base64url parts); anything else read by the camera is taken as a roll number. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

function isScanRefusal(code: string | undefined): code is ScanRefusal {
  return (SCAN_REFUSALS as readonly string[]).includes(code ?? '');
}

export function MealCounter({ messes }: { messes: readonly CounterMess[] }) {
  const { t } = useTranslation('mess-counter');
  const [messId, setMessId] = useState(messes[0]?.id ?? 0);
  const [meal, setMeal] = useState<CounterMeal>(() => mealAt(new Date()));
  const [roll, setRoll] = useState('');
  const [rollError, setRollError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<CounterAnswer | null>(null);
  const [version, setVersion] = useState(0);
  const rollBox = useRef<HTMLInputElement>(null);
  const mess = messes.find((m) => m.id === messId) ?? messes[0];

  const serve = async (scanned: Scanned) => {
    if (!mess) return;
    setBusy(true);
    try {
      const served = await scanMeal(mess.id, meal, scanned);
      setAnswer({ kind: 'served', student: served.student, meal: served.meal, userId: served.user_id });
    } catch (error) {
      setAnswer(
        error instanceof ApiError && isScanRefusal(error.code)
          ? { kind: 'refused', code: error.code, student: error.student ?? null, meal }
          : { kind: 'failed', message: normalizeError(error) },
      );
    } finally {
      setBusy(false);
      setVersion((n) => n + 1);
    }
  };

  const onRoll = (event: FormEvent) => {
    event.preventDefault();
    const typed = roll.trim();
    if (typed === '') {
      setRollError(t('counter.rollRequired'));
      return;
    }
    setRollError(undefined);
    setRoll('');
    rollBox.current?.focus();
    void serve({ roll_number: typed.slice(0, 20) });
  };

  const onCamera = (text: string) => {
    const read = text.trim();
    void serve(TOKEN_SHAPE.test(read) ? { token: read } : { roll_number: read.slice(0, 20) });
  };

  if (!mess) return null;
  return (
    <div className="meal-counter">
      <div className="meal-counter__choices">
        {messes.length > 1 ? (
          <SelectField
            label={t('counter.mess')}
            value={messId}
            onChange={(event) => setMessId(Number(event.target.value))}
            options={messes.map((m) => ({ value: String(m.id), label: m.name }))}
          />
        ) : null}
        <SelectField
          label={t('counter.meal')}
          value={meal}
          onChange={(event) => setMeal(COUNTER_MEALS.find((m) => m === event.target.value) ?? meal)}
          options={COUNTER_MEALS.map((m) => ({ value: m, label: t(`counter.meals.${m}`) }))}
        />
      </div>
      <form className="meal-counter__roll" onSubmit={onRoll} noValidate>
        <TextField
          ref={rollBox}
          label={t('counter.roll')}
          value={roll}
          error={rollError}
          onChange={(event) => setRoll(event.target.value)}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" busy={busy} busyLabel={t('counter.serving')}>
          {t('counter.serve')}
        </Button>
      </form>
      <CameraScanner onScan={onCamera} />
      <ScanAnswer answer={answer} />
      {answer?.kind === 'served' ? (
        <ChargeForm
          key={answer.userId}
          mess={mess}
          userId={answer.userId}
          student={answer.student}
          onAdded={() => setVersion((n) => n + 1)}
        />
      ) : null}
      <CounterTally messId={mess.id} version={version} />
    </div>
  );
}
