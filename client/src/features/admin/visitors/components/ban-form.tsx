// Bans a visitor by phone number: the number, their name and the reason, checked against the contract, then a
// confirmation that says their passes become void in every hostel; the answer's count of voided passes is said.
import { addBanBody, VISITOR_LIMITS, type AddBanBody } from '@campus-hostel/contracts/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { addVisitorBan } from '../api/visitor-bans';

type Field = keyof AddBanBody;
const FIELDS: readonly Field[] = ['phone', 'visitor_name', 'reason'];
const EMPTY: Record<Field, string> = { phone: '', visitor_name: '', reason: '' };
/** A phone number may be typed with spaces and a +91 the contract takes away, so it has no limit of its own. */
const MAX_LENGTHS: Record<Field, number | undefined> = {
  phone: undefined,
  visitor_name: VISITOR_LIMITS.nameMax,
  reason: VISITOR_LIMITS.reasonMax,
};

export function BanForm({ onBanned }: { onBanned: () => void }) {
  const { t } = useTranslation('visitors-office');
  const [draft, setDraft] = useState(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  /** The ban checked and waiting for its confirmation, as it will be sent. */
  const [asking, setAsking] = useState<z.output<typeof addBanBody> | null>(null);
  const [banning, setBanning] = useState(false);
  const titleId = useId();

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = z.safeParse(addBanBody, draft);
    setInvalid(new Set(checked.success ? [] : checked.error.issues.map((issue) => issue.path[0] as Field)));
    if (checked.success) setAsking(checked.data);
  };

  const ban = async (body: z.output<typeof addBanBody>) => {
    setBanning(true);
    try {
      const { ban: made, voided } = await addVisitorBan(body);
      notify.success(t('bans.banned', { name: made.visitor_name, count: voided }));
      setDraft(EMPTY);
      onBanned();
    } catch (failure) {
      notify.error(normalizeError(failure));
    } finally {
      setBanning(false);
      setAsking(null);
    }
  };

  const errors: Record<Field, string> = {
    phone: t('bans.errors.phone'),
    visitor_name: t('bans.errors.visitor_name', { max: VISITOR_LIMITS.nameMax }),
    reason: t('bans.errors.reason', { max: VISITOR_LIMITS.reasonMax }),
  };
  return (
    <>
      <form className="panel visitors-bans__form" aria-labelledby={titleId} noValidate onSubmit={check}>
        <h3 id={titleId}>{t('bans.form')}</h3>
        <div className="visitors-rules__fields">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`bans.fields.${field}`)}
              value={draft[field]}
              hint={field === 'phone' ? t('bans.phoneHint') : undefined}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete="off"
              maxLength={MAX_LENGTHS[field]}
              error={invalid.has(field) ? errors[field] : undefined}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          ))}
        </div>
        <Button type="submit">{t('bans.ban')}</Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t('bans.confirmTitle', { name: asking.visitor_name, phone: asking.phone })}
          confirmLabel={t('bans.confirm')}
          busyLabel={t('bans.banning')}
          busy={banning}
          onConfirm={() => void ban(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>{t('bans.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
