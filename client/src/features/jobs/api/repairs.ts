// A student's repairs through our API: the jobs made from their complaints, and their word on a finished one.
import { workOrdersApi, type WorkOrder } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export async function getRepairs(): Promise<WorkOrder[]> {
  return (await callSignedIn(workOrdersApi.mine, {})).jobs;
}

export function confirmRepair(id: number): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.confirm, { params: { id } });
}

export function reopenRepair(id: number, note: string): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.reopen, { params: { id }, body: { note } });
}

export function rateRepair(id: number, rating: number): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.rate, { params: { id }, body: { rating } });
}
