// A mess's price list of extras: each item's price in rupees, on sale or retired (never deleted: extras already added
// keep their own name and price); the whole office adds, reprices, retires and restores items.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { saveExtraItem, type ExtraItem, type MessRow } from '../api/mess-admin';
import { paiseOf, rupeesOf } from '../rupees';

function ItemRow({
  mess,
  item,
  canEdit,
  onSaved,
}: {
  mess: MessRow;
  item: ExtraItem;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('mess');
  const [price, setPrice] = useState(rupeesOf(item.price_minor));
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);

  const save = async (active: boolean) => {
    const paise = paiseOf(price);
    if (paise === null || paise < 1) {
      setWrong(true);
      return;
    }
    setBusy(true);
    try {
      await saveExtraItem({ mess_id: mess.id, id: item.id, name: item.name, price_minor: paise, active });
      notify.success(t('prices.saved', { item: item.name }));
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error, t('prices.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="mess-admin__item">
      <span>
        <strong>{item.name}</strong>
        <span className="admin-table__sub">
          {formatMoney(item.price_minor)} · {item.active ? t('prices.onSale') : t('prices.retired')}
        </span>
      </span>
      {canEdit ? (
        <span className="mess-admin__item-actions">
          <TextField
            label={t('prices.priceOf', { item: item.name })}
            value={price}
            inputMode="decimal"
            error={wrong ? t('prices.wrongPrice') : undefined}
            onChange={(event) => {
              setPrice(event.target.value);
              setWrong(false);
            }}
          />
          <Button variant="secondary" busy={busy} onClick={() => void save(item.active)}>
            {t('prices.reprice', { item: item.name })}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => void save(!item.active)}>
            {item.active ? t('prices.retire', { item: item.name }) : t('prices.restore', { item: item.name })}
          </Button>
        </span>
      ) : null}
    </li>
  );
}

function AddItem({ mess, onSaved }: { mess: MessRow; onSaved: () => void }) {
  const { t } = useTranslation('mess');
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [wrong, setWrong] = useState<'name' | 'price' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paise = paiseOf(price);
    if (!name.trim()) return setWrong('name');
    if (paise === null || paise < 1) return setWrong('price');
    setBusy(true);
    try {
      await saveExtraItem({ mess_id: mess.id, id: null, name: name.trim(), price_minor: paise, active: true });
      notify.success(t('prices.added', { item: name.trim(), mess: mess.name }));
      setName('');
      setPrice('');
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error, t('prices.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mess-admin__add" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('prices.newName')}
        value={name}
        maxLength={60}
        error={wrong === 'name' ? t('prices.wrongName') : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setWrong(null);
        }}
      />
      <TextField
        label={t('prices.newPrice')}
        value={price}
        inputMode="decimal"
        error={wrong === 'price' ? t('prices.wrongPrice') : undefined}
        onChange={(event) => {
          setPrice(event.target.value);
          setWrong(null);
        }}
      />
      <Button type="submit" busy={busy}>
        {t('prices.add')}
      </Button>
    </form>
  );
}

export function PriceList({
  messes,
  canEdit,
  onSaved,
}: {
  messes: readonly MessRow[];
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('mess');
  const [chosen, setChosen] = useState<number | null>(null);
  const mess = messes.find((m) => m.id === chosen) ?? messes[0];
  if (!mess) return null;
  return (
    <section className="panel" aria-labelledby="mess-admin-prices">
      <h2 id="mess-admin-prices">{t('prices.title')}</h2>
      {messes.length > 1 ? (
        <SelectField
          label={t('prices.mess')}
          options={messes.map((m) => ({ value: String(m.id), label: m.name }))}
          value={String(mess.id)}
          onChange={(event) => setChosen(Number(event.target.value))}
        />
      ) : null}
      {mess.items.length === 0 ? <p className="admin-muted">{t('prices.none', { mess: mess.name })}</p> : null}
      <ul className="mess-admin__items">
        {mess.items.map((item) => (
          <ItemRow
            key={`${item.id}:${item.price_minor}:${item.active}`}
            mess={mess}
            item={item}
            canEdit={canEdit}
            onSaved={onSaved}
          />
        ))}
      </ul>
      {canEdit ? <AddItem key={mess.id} mess={mess} onSaved={onSaved} /> : null}
    </section>
  );
}
