// The gate's answer to a scan, in large type and announced as it changes: who passed (marked late in words when they
// are; a visitor with the host and room to send them to), or why not. Colour only repeats what the words say.
import type { GateDirection, GateScanAnswer, PassRefusal } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

export type GateRefusal = 'already_used' | PassRefusal;

export type GateAnswerState =
  | { kind: 'passed'; pass: GateScanAnswer }
  | { kind: 'refused'; why: GateRefusal; direction: GateDirection }
  | { kind: 'failed'; message: string };

function toneOf(answer: GateAnswerState | null): string {
  if (answer === null) return 'idle';
  if (answer.kind === 'passed') return answer.pass.late ? 'late' : 'passed';
  return 'refused';
}

function StudentPassed({ pass }: { pass: GateScanAnswer }) {
  const { t } = useTranslation('gate');
  const where = [pass.roll_number, pass.hostel, pass.room ? t('answer.room', { room: pass.room }) : null];
  return (
    <>
      <p className="gate-answer__headline">
        {pass.late ? t('answer.late', { name: pass.name }) : t(`answer.passed.${pass.direction}`, { name: pass.name })}
      </p>
      {pass.late ? (
        <p className="gate-answer__late">{t('answer.lateWhy', { to: formatDateTime(pass.valid_to) })}</p>
      ) : null}
      <p>{where.filter(Boolean).join(' · ')}</p>
    </>
  );
}

/** A visitor: whom they visit and the room, in large type, for the guard to send them the right way. */
function VisitorPassed({ pass }: { pass: GateScanAnswer }) {
  const { t } = useTranslation('gate');
  const host = pass.host;
  return (
    <>
      <p className="gate-answer__headline">
        {pass.late
          ? t('answer.visitor.late', { name: pass.name })
          : t(`answer.visitor.${pass.direction}`, { name: pass.name })}
      </p>
      {pass.late ? (
        <p className="gate-answer__late">{t('answer.visitor.lateWhy', { to: formatDateTime(pass.valid_to) })}</p>
      ) : null}
      {host ? (
        <p className="gate-answer__host">
          {host.room
            ? t('answer.visitor.hostRoom', { name: host.name, room: host.room })
            : t('answer.visitor.host', { name: host.name })}
        </p>
      ) : null}
      <p>{pass.hostel}</p>
    </>
  );
}

function Passed({ pass }: { pass: GateScanAnswer }) {
  const { t } = useTranslation('gate');
  return (
    <>
      {pass.kind === 'visitor' ? <VisitorPassed pass={pass} /> : <StudentPassed pass={pass} />}
      <p>{t('answer.valid', { from: formatDateTime(pass.valid_from), to: formatDateTime(pass.valid_to) })}</p>
      <p className="gate-answer__direction">{t('answer.direction', { direction: t(`direction.${pass.direction}`) })}</p>
    </>
  );
}

export function GateAnswer({ answer }: { answer: GateAnswerState | null }) {
  const { t } = useTranslation('gate');
  return (
    <div
      className={`gate-answer gate-answer--${toneOf(answer)}`}
      role="status"
      aria-live="assertive"
      aria-atomic="true"
    >
      {answer === null ? (
        <p>{t('answer.waiting')}</p>
      ) : answer.kind === 'passed' ? (
        <Passed pass={answer.pass} />
      ) : answer.kind === 'refused' ? (
        <>
          <p className="gate-answer__headline">{t(`answer.refused.${answer.why}`)}</p>
          <p>
            {answer.why === 'already_used'
              ? t(`answer.usedFor.${answer.direction}`)
              : t(`answer.reasons.${answer.why}`)}
          </p>
          <p className="gate-answer__direction">
            {t('answer.direction', { direction: t(`direction.${answer.direction}`) })}
          </p>
        </>
      ) : (
        <>
          <p className="gate-answer__headline">{t('answer.failed')}</p>
          <p>{answer.message}</p>
        </>
      )}
    </div>
  );
}
