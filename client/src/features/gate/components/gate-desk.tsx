// The gate for a guard at a phone: the direction (Out / In), the gate when they keep several, a camera scan or a box
// that takes a pass, a roll number or a visitor's phone (a hardware scanner types the pass and Enter into it), the
// answer at once; beside it the gate's visitors today (and walk-ins) and its recent log.
import { GATE_DIRECTIONS, type GateDirection } from '@campus-hostel/contracts/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner } from '../../../components/camera-scanner';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError, normalizeError } from '../../../lib/errors';
import { scanPass, type Scanned } from '../api/gate';
import { scannedFrom } from '../scanned';
import { GateAnswer, type GateAnswerState, type GateRefusal } from './gate-answer';
import { GateLog } from './gate-log';
import { GateVisitors } from './gate-visitors';
import '../gate.css';

/** The longest pass the API takes (contracts' gateScanBody). */
const PASS_MAX = 2000;

function refusalOf(error: unknown): GateRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'already_used') return 'already_used';
  if (error.code === 'pass_not_valid') return error.reason ?? 'invalid';
  return null;
}

function DirectionChoice({ value, onChange }: { value: GateDirection; onChange: (value: GateDirection) => void }) {
  const { t } = useTranslation('gate');
  return (
    <fieldset className="gate-direction">
      <legend>{t('desk.direction')}</legend>
      {GATE_DIRECTIONS.map((direction) => (
        <label key={direction} className={`gate-direction__option gate-direction__option--${direction}`}>
          <input
            type="radio"
            name="gate-direction"
            value={direction}
            checked={value === direction}
            onChange={() => onChange(direction)}
          />
          <span>{t(`direction.${direction}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function GateDesk({ gates }: { gates: readonly string[] }) {
  const { t } = useTranslation('gate');
  const [hostel, setHostel] = useState(gates[0] ?? '');
  const [direction, setDirection] = useState<GateDirection>('out');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<GateAnswerState | null>(null);
  const [version, setVersion] = useState(0);
  const box = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  // A hardware scanner types into whatever has focus: the box keeps it, from the start and after each choice.
  const focusBox = () => box.current?.focus();
  useEffect(focusBox, []);

  // In a rush the next pass may be scanned before the last answer arrives: the newest scan's answer is the one shown.
  const scan = async (scanned: Scanned) => {
    const mine = ++latest.current;
    setBusy(true);
    let shown: GateAnswerState;
    try {
      shown = { kind: 'passed', pass: await scanPass(direction, scanned) };
    } catch (error) {
      const why = refusalOf(error);
      shown = why ? { kind: 'refused', why, direction } : { kind: 'failed', message: normalizeError(error) };
    }
    setVersion((n) => n + 1);
    if (mine !== latest.current) return;
    setAnswer(shown);
    setBusy(false);
  };

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    const scanned = scannedFrom(typed);
    if (!scanned) {
      setTypedError(t('desk.required'));
      return;
    }
    setTypedError(undefined);
    setTyped('');
    focusBox();
    void scan(scanned);
  };

  const onCamera = (text: string) => {
    const scanned = scannedFrom(text);
    if (scanned) void scan(scanned);
  };

  return (
    <div className="gate-page">
      <div className="gate-desk">
        <DirectionChoice
          value={direction}
          onChange={(next) => {
            setDirection(next);
            focusBox();
          }}
        />
        {gates.length > 1 ? (
          <SelectField
            label={t('desk.gate')}
            value={hostel}
            onChange={(event) => {
              setHostel(event.target.value);
              focusBox();
            }}
            options={gates.map((gate) => ({ value: gate, label: gate }))}
          />
        ) : null}
        <form className="gate-desk__typed" onSubmit={onTyped} noValidate>
          <TextField
            ref={box}
            label={t('desk.typed')}
            hint={t('desk.typedHint')}
            value={typed}
            error={typedError}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={PASS_MAX}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          {/* Never disabled while busy: a disabled button would swallow the Enter of the next pass scanned. */}
          <Button type="submit" busy={busy} disabled={false} busyLabel={t('desk.checking')}>
            {t(`desk.record.${direction}`)}
          </Button>
        </form>
        <CameraScanner onScan={onCamera} />
        <GateAnswer answer={answer} />
      </div>
      {hostel ? (
        <div className="gate-side">
          <GateVisitors hostel={hostel} version={version} />
          <GateLog hostel={hostel} version={version} />
        </div>
      ) : null}
    </div>
  );
}
