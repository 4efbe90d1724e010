// The office's work orders through our API, which keeps a warden to their hostels' jobs and the statement to the whole
// office.
import {
  workOrdersApi,
  type RecurringJob,
  type SaveRecurringJobBody,
  type StatementAnswer,
  type Technician,
  type Trade,
  type WorkOrder,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export async function getOfficeJobs(): Promise<WorkOrder[]> {
  return (await callSignedIn(workOrdersApi.officeJobs, {})).jobs;
}

export async function getTechnicians(): Promise<Technician[]> {
  return (await callSignedIn(workOrdersApi.technicians, {})).technicians;
}

export function assignJob(id: number, technicianId: string): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.assign, { params: { id }, body: { technician_id: technicianId } });
}

export async function getRecurringJobs(): Promise<RecurringJob[]> {
  return (await callSignedIn(workOrdersApi.recurring, {})).jobs;
}

export function saveRecurringJob(body: SaveRecurringJobBody): Promise<RecurringJob> {
  return callSignedIn(workOrdersApi.saveRecurring, { body });
}

export function getStatement(trade: Trade, month: string): Promise<StatementAnswer> {
  return callSignedIn(workOrdersApi.statement, { params: { trade, month } });
}
