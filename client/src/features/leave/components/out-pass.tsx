// The out-pass of an approved leave not yet over: a large QR of its signed token for the gate to scan, and beside it
// what the guard checks it against (name, roll number, hostel, room, valid from and to). It needs no network once the
// page has its leave: the QR is drawn here from the token.
import type { LeaveItem } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { qrImage } from '../../../lib/qr-image';
import { useQuery } from '../../../lib/use-query';

export function OutPass({ leave, token }: { leave: LeaveItem; token: string }) {
  const { t } = useTranslation('leave');
  const image = useQuery(token, () => qrImage(token));
  const { student } = leave;
  const titleId = `leave-pass-${leave.id}`;
  return (
    <section className="panel leave-pass" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pass.title', { destination: leave.destination })}</h2>
      <p className="leave-muted">{t('pass.lead')}</p>
      <div className="leave-pass__body">
        {image.data ? (
          <img
            className="leave-pass__code"
            src={image.data}
            alt={t('pass.alt', { name: student.name })}
            width={288}
            height={288}
          />
        ) : (
          <p role="status" className="leave-pass__code leave-pass__code--waiting">
            {image.status === 'error' ? t('pass.failed') : t('pass.drawing')}
          </p>
        )}
        <dl className="leave-pass__who">
          <dt>{t('pass.name')}</dt>
          <dd className="leave-pass__name">{student.name}</dd>
          <dt>{t('pass.roll')}</dt>
          <dd>{student.roll_number ?? t('pass.none')}</dd>
          <dt>{t('pass.hostel')}</dt>
          <dd>{leave.hostel_name}</dd>
          <dt>{t('pass.room')}</dt>
          <dd>{student.room ?? t('pass.none')}</dd>
          <dt>{t('pass.from')}</dt>
          <dd>
            <time dateTime={leave.from}>{formatDateTime(leave.from)}</time>
          </dd>
          <dt>{t('pass.to')}</dt>
          <dd>
            <time dateTime={leave.to}>{formatDateTime(leave.to)}</time>
          </dd>
        </dl>
      </div>
    </section>
  );
}

/** Every pass the student holds now: approved leave not yet over, soonest first. */
export function OutPasses({ leave }: { leave: readonly LeaveItem[] }) {
  const passes = leave
    .filter((item): item is LeaveItem & { pass_token: string } => item.pass_token !== null)
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  return passes.map((item) => <OutPass key={item.id} leave={item} token={item.pass_token} />);
}
