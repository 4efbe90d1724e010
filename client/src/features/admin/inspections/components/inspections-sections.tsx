// /admin/inspections' sections for one hostel: its stays to work, its rooms' inventory (read again when a stay's
// countersignature or inspection wrote into it) and the price list, which only the whole office edits.
import { useState } from 'react';
import { InventorySection } from './inventory-section';
import { PriceList } from './price-list';
import { StaysSection } from './stays-section';
import '../../../../components/room-inventory.css';
import '../inspections.css';

export function InspectionsSections({ hostel, wholeOffice }: { hostel: string; wholeOffice: boolean }) {
  const [inventoryRevision, setInventoryRevision] = useState(0);
  return (
    <>
      <StaysSection
        key={`stays-${hostel}`}
        hostel={hostel}
        onStayChanged={() => setInventoryRevision((revision) => revision + 1)}
      />
      <InventorySection key={`inventory-${hostel}`} hostel={hostel} revision={inventoryRevision} />
      <PriceList editable={wholeOffice} />
    </>
  );
}
