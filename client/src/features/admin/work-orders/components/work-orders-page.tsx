// /admin/work-orders' body: the jobs of the caller's hostels (filter, assign, set the visit), each trade's due time
// (the whole office edits it, a warden reads it), the recurring jobs, and for the whole office the monthly contractor
// statement of a trade.
import { useTranslation } from 'react-i18next';
import '../../../../styles/panels.css';
import '../work-orders-office.css';
import { ContractorStatement } from './contractor-statement';
import { OfficeJobs } from './office-jobs';
import { RecurringJobs } from './recurring-jobs';
import { TradeSlas } from './trade-slas';

export function WorkOrdersPage({ hostels, wholeOffice }: { hostels: readonly string[]; wholeOffice: boolean }) {
  const { t } = useTranslation(['work-orders-office', 'admin']);
  return (
    <section className="work-orders" aria-labelledby="work-orders-title">
      <title>{t('admin:pageTitle', { title: t('page.title') })}</title>
      <h1 id="work-orders-title" className="admin-title">
        {t('page.title')}
      </h1>
      <p className="admin-lead">{t('page.lead')}</p>
      <section className="panel work-orders__no-print" aria-labelledby="work-orders-jobs">
        <h2 id="work-orders-jobs">{t('jobs.title')}</h2>
        <OfficeJobs hostels={wholeOffice ? hostels : []} />
      </section>
      <section className="panel work-orders__no-print" aria-labelledby="work-orders-slas">
        <h2 id="work-orders-slas">{t('slas.heading')}</h2>
        <TradeSlas editable={wholeOffice} />
      </section>
      <section className="panel work-orders__no-print" aria-labelledby="work-orders-recurring">
        <h2 id="work-orders-recurring">{t('recurring.heading')}</h2>
        <RecurringJobs hostels={hostels} />
      </section>
      {wholeOffice ? (
        <section className="panel" aria-labelledby="work-orders-statement">
          <h2 id="work-orders-statement">{t('statement.title')}</h2>
          <ContractorStatement />
        </section>
      ) : null}
    </section>
  );
}
