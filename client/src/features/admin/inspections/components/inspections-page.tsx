// /admin/inspections' body: the hostel (of those the caller serves), then its stays to work, its rooms' inventory and
// the price list, which only the whole office edits.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/field';
import { InventorySection } from './inventory-section';
import { PriceList } from './price-list';
import { StaysSection } from './stays-section';
import '../../../../styles/panels.css';
import '../../../../components/room-inventory.css';
import '../inspections.css';

export function InspectionsPage({ hostels, wholeOffice }: { hostels: readonly string[]; wholeOffice: boolean }) {
  const { t } = useTranslation(['inspections', 'admin']);
  const [hostel, setHostel] = useState(hostels[0] ?? '');
  const [inventoryRevision, setInventoryRevision] = useState(0);
  const titleId = useId();
  return (
    <section className="inspections" aria-labelledby={titleId}>
      <title>{t('admin:pageTitle', { title: t('page.title') })}</title>
      <h1 id={titleId} className="admin-title">
        {t('page.title')}
      </h1>
      <p className="admin-lead">{t('page.lead')}</p>
      {hostel === '' ? (
        <p role="status">{t('page.noHostels')}</p>
      ) : (
        <>
          <div className="inspections-filter">
            <SelectField
              label={t('page.hostel')}
              value={hostel}
              onChange={(event) => setHostel(event.target.value)}
              options={hostels.map((name) => ({ value: name, label: name }))}
            />
          </div>
          <StaysSection
            key={`stays-${hostel}`}
            hostel={hostel}
            onStayChanged={() => setInventoryRevision((revision) => revision + 1)}
          />
          <InventorySection key={`inventory-${hostel}`} hostel={hostel} revision={inventoryRevision} />
          <PriceList editable={wholeOffice} />
        </>
      )}
    </section>
  );
}
