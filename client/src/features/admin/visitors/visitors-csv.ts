// A day's visitor log as CSV rows: one per pass, the state and relation in words and the times in IST, in the language
// read.
import type { OfficeVisitor } from '@campus-hostel/contracts/api';
import { t } from '../../../lib/i18n';
import { csvTime, type CsvColumn } from '../utils/csv';
import { visitorStateLabel, visitorStateOf } from '../../../lib/status-words';

const yesNo = (value: boolean) => t(value ? 'visitors-office:csv.yes' : 'visitors-office:csv.no');

export function visitorLogColumns(now: number): readonly CsvColumn<OfficeVisitor>[] {
  return [
    { header: t('visitors-office:log.visitor'), value: (row) => row.visitor_name },
    { header: t('visitors-office:csv.relation'), value: (row) => t(`visitors-office:relation.${row.relation}`) },
    { header: t('visitors-office:log.phone'), value: (row) => row.phone },
    { header: t('visitors-office:csv.purpose'), value: (row) => row.purpose },
    { header: t('visitors-office:log.host'), value: (row) => row.host.name },
    { header: t('visitors-office:csv.hostRoll'), value: (row) => row.host.roll_number },
    { header: t('visitors-office:csv.hostRoom'), value: (row) => row.host.room },
    { header: t('visitors-office:csv.from'), value: (row) => csvTime(row.from) },
    { header: t('visitors-office:csv.to'), value: (row) => csvTime(row.to) },
    { header: t('visitors-office:csv.walkIn'), value: (row) => yesNo(row.walk_in) },
    { header: t('visitors-office:csv.enteredAt'), value: (row) => csvTime(row.entered_at) },
    { header: t('visitors-office:csv.leftAt'), value: (row) => csvTime(row.exited_at) },
    { header: t('visitors-office:log.status'), value: (row) => visitorStateLabel(visitorStateOf(row, now)) },
    {
      header: t('visitors-office:csv.reason'),
      value: (row) => (row.void_reason ? t(`visitors-office:voidReason.${row.void_reason}`) : ''),
    },
    { header: t('visitors-office:csv.overstay'), value: (row) => yesNo(row.overstay) },
  ];
}
