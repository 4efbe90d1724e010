// Every route of the API, by area: what the server must mount, no more and no less (server/test/route-table.test.ts).
import { adminApi } from './admin';
import { allotmentsApi } from './allotments';
import { feesApi } from './fees';
import { gateApi } from './gate';
import { guestStaysApi } from './guest-stays';
import { messBillsApi } from './mess-bills';
import { healthApi } from './health';
import { leaveApi } from './leave';
import { messApi } from './mess';
import { messMenusApi } from './mess-menus';
import { messCounterApi } from './mess-counter';
import { noticesApi } from './notices';
import { officeApi } from './office';
import { paymentsApi } from './payments';
import { peopleApi } from './people';
import { studentRecordApi } from './student-record';
import { recoveryApi } from './recovery';
import { rollCallApi } from './rollcall';
import { roomInventoryApi } from './room-inventory';
import { roommatesApi } from './roommates';
import { roomsApi } from './rooms';
import type { ApiRoute } from './route';
import { selectionApi } from './selection';
import { visitorsApi } from './visitors';
import { waitingRoomApi } from './waiting-room';
import { waitlistApi } from './waitlist';
import { workOrdersApi } from './work-orders';

export const API_AREAS = {
  admin: adminApi,
  allotments: allotmentsApi,
  fees: feesApi,
  gate: gateApi,
  'guest-stays': guestStaysApi,
  'mess-bills': messBillsApi,
  health: healthApi,
  leave: leaveApi,
  mess: messApi,
  'mess-menus': messMenusApi,
  'mess-counter': messCounterApi,
  notices: noticesApi,
  office: officeApi,
  payments: paymentsApi,
  people: peopleApi,
  recovery: recoveryApi,
  rollcall: rollCallApi,
  'room-inventory': roomInventoryApi,
  roommates: roommatesApi,
  rooms: roomsApi,
  selection: selectionApi,
  'student-record': studentRecordApi,
  visitors: visitorsApi,
  'waiting-room': waitingRoomApi,
  waitlist: waitlistApi,
  'work-orders': workOrdersApi,
} as const;

const areas: Readonly<Record<string, Readonly<Record<string, ApiRoute>>>> = API_AREAS;
export const API_ROUTES: readonly ApiRoute[] = Object.values(areas).flatMap((area) => Object.values(area));
