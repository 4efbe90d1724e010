// An office list's CSV export: every row matching the filter, not only the page shown, as `<name>-<today>.csv`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { todayStamp } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { downloadCsv, toCsv, type CsvColumn } from '../utils/csv';

export function useCsvExport<Row>(
  name: string,
  loadAll: () => Promise<Row[]>,
  /** Built at export time, so the headers are in the language being read then. */
  columns: () => readonly CsvColumn<Row>[],
): { exporting: boolean; exportCsv: () => void } {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      downloadCsv(`${name}-${todayStamp()}.csv`, toCsv(await loadAll(), columns()));
    } catch {
      notify.error(messages.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv: () => void run() };
}

export function ExportCsvButton({
  canExport,
  exporting,
  onExport,
}: {
  /** False when nothing matches, so there is nothing to export. */
  canExport: boolean;
  exporting: boolean;
  onExport: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="secondary"
      onClick={onExport}
      disabled={!canExport || exporting}
      busy={exporting}
      busyLabel={t('list.exporting')}
    >
      {t('list.exportCsv')}
    </Button>
  );
}
