// The office's work orders through our API, which keeps a warden to their hostels' jobs and the statement to the whole
// office.
import {
  workOrdersApi,
  type OfficeJobsAnswer,
  type OfficeJobsQuery,
  type RecurringJob,
  type SaveRecurringJobBody,
  type StatementAnswer,
  type Technician,
  type Trade,
  type TradeSla,
  type WorkOrder,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

/** A page of the jobs the office serves, narrowed as asked; `after` is the `next` of the page before. */
export function getOfficeJobs(query: OfficeJobsQuery): Promise<OfficeJobsAnswer> {
  return callSignedIn(workOrdersApi.officeJobs, { query });
}

export async function getTechnicians(): Promise<Technician[]> {
  return (await callSignedIn(workOrdersApi.technicians, {})).technicians;
}

export function assignJob(id: number, technicianId: string): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.assign, { params: { id }, body: { technician_id: technicianId } });
}

export function scheduleJob(id: number, visitFrom: string, visitTo: string): Promise<WorkOrder> {
  return callSignedIn(workOrdersApi.schedule, { params: { id }, body: { visit_from: visitFrom, visit_to: visitTo } });
}

export async function getSlas(): Promise<TradeSla[]> {
  return (await callSignedIn(workOrdersApi.slas, {})).slas;
}

export function setSla(trade: Trade, hours: number): Promise<TradeSla> {
  return callSignedIn(workOrdersApi.setSla, { params: { trade }, body: { hours } });
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
