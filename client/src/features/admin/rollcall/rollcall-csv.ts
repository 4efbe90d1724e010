// The night's roll-call as CSV rows: one per resident, the state in words and the times in IST, in the language read.
import type { RollCallResident } from '@campus-hostel/contracts/api';
import { t } from '../../../lib/i18n';
import { csvTime, type CsvColumn } from '../utils/csv';

export function rollCallColumns(): readonly CsvColumn<RollCallResident>[] {
  return [
    { header: t('rollcall:sheet.wing'), value: (row) => row.wing },
    { header: t('rollcall:sheet.roomColumn'), value: (row) => row.room },
    { header: t('rollcall:sheet.bed'), value: (row) => row.bed },
    { header: t('rollcall:sheet.name'), value: (row) => row.full_name },
    { header: t('rollcall:sheet.roll'), value: (row) => row.roll_number },
    { header: t('rollcall:sheet.state'), value: (row) => t(`rollcall:state.${row.state}`) },
    { header: t('rollcall:sheet.markedAt'), value: (row) => csvTime(row.marked_at) },
    { header: t('rollcall:sheet.leaveFrom'), value: (row) => csvTime(row.leave?.from) },
    { header: t('rollcall:sheet.leaveTo'), value: (row) => csvTime(row.leave?.to) },
    { header: t('rollcall:sheet.exitedAt'), value: (row) => csvTime(row.leave?.exited_at) },
    { header: t('rollcall:sheet.returnedAt'), value: (row) => csvTime(row.leave?.returned_at) },
  ];
}
