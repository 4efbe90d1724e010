// The leave of the hostels the caller serves, open first (as the API orders it), filtered by status and hostel and paged
// like every office list; the filter and page live in the URL.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { leaveStateLabel } from '../../../../lib/status-words';
import { useQuery } from '../../../../lib/use-query';
import { listSummary, OfficeList, SearchPanel, usePageInRange } from '../../components/office-list';
import '../../components/office-list.css';
import { PAGE_SIZE } from '../../utils/filters';
import { getOfficeLeave } from '../api/leave-requests';
import {
  asLeaveState,
  filterLeave,
  LEAVE_STATES,
  leaveFilterParams,
  readLeaveFilter,
  type LeaveFilter,
} from '../leave-view';
import { LeaveTable } from './leave-table';

/** `hostels`: those the caller serves, offered in the hostel filter. */
export function LeaveList({ hostels }: { hostels: readonly string[] }) {
  const { t } = useTranslation('leave-office');
  const leave = useQuery('office-leave', getOfficeLeave);
  const [params, setParams] = useSearchParams();
  const filter = readLeaveFilter(params);
  const matching = leave.data ? filterLeave(leave.data, filter) : [];
  const total = leave.data ? matching.length : undefined;
  const searchFor = (page: number) => leaveFilterParams({ ...filter, page }).toString();
  const { pages, current } = usePageInRange({ page: filter.page, pageSize: PAGE_SIZE, total }, searchFor);
  const shown = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  // A new filter starts again at page 1 and replaces the URL's entry, so Back leaves the page.
  const change = (next: Partial<LeaveFilter>) =>
    setParams(leaveFilterParams({ ...filter, ...next, page: 1 }), { replace: true });
  const filtered = filter.status !== '' || filter.hostel !== '';

  return (
    <section aria-labelledby="leave-list-title">
      <h2 id="leave-list-title">{t('list.title')}</h2>
      <OfficeList
        search={
          <SearchPanel
            label={t('list.filter')}
            fields={
              <>
                <SelectField
                  label={t('list.status')}
                  placeholder={t('list.anyStatus')}
                  options={LEAVE_STATES.map((value) => ({ value, label: leaveStateLabel(value) }))}
                  value={filter.status}
                  onChange={(event) => change({ status: asLeaveState(event.target.value) })}
                />
                <SelectField
                  label={t('list.hostel')}
                  placeholder={t('list.everyHostel')}
                  options={hostels.map((name) => ({ value: name, label: name }))}
                  value={filter.hostel}
                  onChange={(event) => change({ hostel: event.target.value })}
                />
              </>
            }
            summary={listSummary(
              { loading: t('list.loading'), none: t('list.none'), one: t('list.one'), many: t('list.many') },
              { page: current, pageSize: PAGE_SIZE, shown: shown.length, total },
            )}
            actions={
              filtered ? (
                <Button variant="ghost" onClick={() => change({ status: '', hostel: '' })}>
                  {t('list.clearFilters')}
                </Button>
              ) : null
            }
          />
        }
        load={{
          status: leave.status,
          loaded: leave.data !== undefined,
          total,
          reload: leave.reload,
          loading: t('list.loading'),
          failed: t('list.failed'),
          failedRole: 'alert',
        }}
        pager={{ title: t('list.title'), page: current, pages, searchFor }}
      >
        {shown.length > 0 ? <LeaveTable rows={shown} onChanged={leave.reload} /> : null}
      </OfficeList>
    </section>
  );
}
