// Edits one mess's week: a day at a time, each meal's dishes with their marks; Save replaces the week, Publish saves
// what is in the form first, then shows the week to students.
import { MENU_MEALS } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatDay, todayStamp } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { weekdayOf, weekStartOf } from '../../../../lib/mess-weeks';
import { getEditedWeek, publishMenu, saveMenu, type EditedWeek } from '../api/menus';
import { MealDishes } from './meal-dishes';
import { useWeekDraft } from './use-week-draft';

interface MenuEditorProps {
  messId: number;
  weekStart: string;
  previousWeek: string;
  week: EditedWeek;
  /** Day names of the week, Monday first, in the language being read. */
  dayNames: readonly string[];
}

/** Today's day of the week (1 Monday to 7 Sunday) when today (IST) is in the week starting then, else Monday. */
function dayOfWeek(weekStart: string): number {
  const today = todayStamp();
  return weekStartOf(today) === weekStart ? weekdayOf(today) : 1;
}

export function MenuEditor({ messId, weekStart, previousWeek, week, dayNames }: MenuEditorProps) {
  const { t } = useTranslation('mess-menus');
  const draft = useWeekDraft(week.dishes);
  // This week opens on today, where the manager most likely is; any other week on its Monday.
  const [day, setDay] = useState(() => dayOfWeek(weekStart));
  // Null while nothing is saved for the week; the answers of saving and publishing keep it current.
  const [published, setPublished] = useState(week.published);
  const [busy, setBusy] = useState<'save' | 'publish' | 'copy' | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const weekOf = { day: formatDay(weekStart) };

  const save = async (): Promise<boolean> => {
    if (draft.dishes.some((dish) => !dish.dish.trim())) {
      setShowMissing(true);
      notify.error(t('office.menus.dishRequired'));
      return false;
    }
    const answer = await saveMenu(messId, weekStart, draft.items());
    draft.saved();
    setPublished(answer.published);
    notify.success(t(answer.published ? 'office.menus.savedLive' : 'office.menus.saved', weekOf));
    return true;
  };

  const run = async (what: 'save' | 'publish' | 'copy', action: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(null);
    }
  };

  const publish = (show: boolean) =>
    run('publish', async () => {
      if (draft.dirty && !(await save())) return;
      const answer = await publishMenu(messId, weekStart, show);
      setPublished(answer.published);
      notify.success(t(answer.published ? 'office.menus.published' : 'office.menus.unpublished', weekOf));
    });

  const copy = () =>
    run('copy', async () => {
      const last = await getEditedWeek(messId, previousWeek);
      if (last.dishes.length === 0) notify.info(t('office.menus.nothingToCopy'));
      else {
        draft.replace(last.dishes);
        notify.info(t('office.menus.copied'));
      }
    });

  const state = published === null ? 'stateNew' : published ? 'statePublished' : 'stateDraft';
  return (
    <div className="menu-editor">
      <p className="menu-editor__state" role="status">
        {t(`office.menus.${state}`)} {draft.dirty ? t('office.menus.unsaved') : null}
      </p>
      <SelectField
        label={t('office.menus.day')}
        options={dayNames.map((name, index) => ({ value: String(index + 1), label: name }))}
        value={String(day)}
        onChange={(event) => setDay(Number(event.target.value))}
      />
      {MENU_MEALS.map((meal) => (
        <MealDishes
          key={meal}
          meal={meal}
          dishes={draft.dishes.filter((dish) => dish.day === day && dish.meal === meal)}
          showMissing={showMissing}
          onAdd={() => draft.add(day, meal)}
          onChange={draft.change}
          onRemove={draft.remove}
        />
      ))}
      <div className="menu-editor__actions">
        <Button variant="secondary" busy={busy === 'copy'} disabled={busy !== null} onClick={() => void copy()}>
          {t('office.menus.copy')}
        </Button>
        <Button
          busy={busy === 'save'}
          busyLabel={t('office.menus.saving')}
          disabled={busy !== null}
          onClick={() => void run('save', save)}
        >
          {t('office.menus.save')}
        </Button>
        {published ? (
          <Button
            variant="secondary"
            busy={busy === 'publish'}
            disabled={busy !== null}
            onClick={() => void publish(false)}
          >
            {t('office.menus.unpublish')}
          </Button>
        ) : (
          <Button busy={busy === 'publish'} disabled={busy !== null} onClick={() => void publish(true)}>
            {t('office.menus.publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
