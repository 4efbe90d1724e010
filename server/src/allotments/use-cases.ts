// The office changes who lives where (contracts/src/api/allotments.ts). The database checks the actor's places, the
// bed and the student under locks; this maps its outcomes to answers and reads allotment lists.
import { parse } from 'csv-parse/sync';
import * as z from 'zod/mini';
import type { allotmentBody } from '@campus-hostel/contracts/api';
import {
  ALLOTMENT_CSV_COLUMNS,
  ALLOTMENT_CSV_MAX_ROWS,
  bedName,
  type AllotmentAnswer,
  type FindStudentsAnswer,
  type HostelRuleAnswer,
  type OfficeAllotmentRule,
  type ImportAllotmentsAnswer,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { AllotmentOutcome, AllotmentRow } from './store.js';

export const NOT_YOUR_HOSTEL = 'You do not act for this hostel';
export const NO_SUCH_BED = 'There is no such bed';
export const NO_SUCH_HOSTEL = 'There is no such hostel';
export const ALREADY_HOUSED = 'This student already holds a bed: move them instead';
export const NOT_HOUSED = 'This student does not hold a bed';
export const SAME_BED = 'The student already holds this bed';
export const SAME_STUDENT = 'Choose two different students to swap';
export const BED_UNAVAILABLE = 'This bed is not free: it is taken, held, reserved or out of service';
export const NOT_ELIGIBLE = 'This hostel does not take this student';
export const BAD_HEADER = `The first line must name the columns ${ALLOTMENT_CSV_COLUMNS.join(',')}`;
export const BAD_CSV = 'This is not a readable CSV file';
export const TOO_MANY_ROWS = `An allotment list has at most ${ALLOTMENT_CSV_MAX_ROWS} rows`;

const REFUSALS: Partial<Record<AllotmentOutcome, HttpError>> = {
  forbidden: new HttpError(403, NOT_YOUR_HOSTEL, 'forbidden'),
  unknown_bed: new HttpError(404, NO_SUCH_BED, 'room_not_found'),
  already_housed: new HttpError(409, ALREADY_HOUSED, 'already_housed'),
  not_housed: new HttpError(409, NOT_HOUSED, 'not_housed'),
  same_bed: new HttpError(409, SAME_BED, 'same_bed'),
  same_student: new HttpError(400, SAME_STUDENT, 'invalid_request'),
  bed_unavailable: new HttpError(409, BED_UNAVAILABLE, 'bed_unavailable'),
  not_eligible: new HttpError(409, NOT_ELIGIBLE, 'not_eligible'),
};

function refusal(outcome: AllotmentOutcome): HttpError {
  return REFUSALS[outcome] ?? new HttpError(500, `unexpected allotment outcome ${outcome}`, 'internal');
}

async function bedId(store: HostelStore, bed: Parameters<HostelStore['bedByName']>[0]): Promise<number> {
  const id = await store.bedByName(bed);
  if (id === null) throw refusal('unknown_bed');
  return id;
}

/** Allots, moves, swaps or ends; the answer names the student's bed afterwards. */
export async function changeAllotment(
  store: HostelStore,
  user: AuthUser,
  body: z.output<typeof allotmentBody>,
): Promise<AllotmentAnswer> {
  const actor = actorOf(user);
  const reason = 'reason' in body ? (body.reason ?? null) : null;
  const done = (outcome: AllotmentOutcome, ...success: AllotmentOutcome[]) => {
    if (!success.includes(outcome)) throw refusal(outcome);
  };
  switch (body.action) {
    case 'allot':
      done(await store.allotBed(body.user_id, await bedId(store, body.bed), reason, actor), 'allotted', 'offered');
      break;
    case 'move':
      done(await store.moveStudent(body.user_id, await bedId(store, body.bed), reason, actor), 'moved');
      break;
    case 'swap':
      done(await store.swapStudents(body.user_id, body.other_user_id, reason, actor), 'swapped');
      break;
    case 'end':
      done(await store.endAllotment(body.user_id, body.reason, actor), 'ended');
      break;
  }
  return {
    action: body.action,
    user_id: body.user_id,
    bed: await store.bedOf(body.user_id),
    offer: await store.openOfferOf(body.user_id),
  };
}

/** Sets what an allotment by the office does in a hostel (admins). */
export async function setHostelRule(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  rule: OfficeAllotmentRule,
): Promise<HostelRuleAnswer> {
  if ((await store.setHostelOfficeAllotment(hostel, rule, actorOf(user))) === 'not_found') {
    throw new HttpError(404, NO_SUCH_HOSTEL, 'not_found');
  }
  return { hostel, rule };
}

export async function findStudents(store: HostelStore, user: AuthUser, query: string): Promise<FindStudentsAnswer> {
  return { students: await store.findAllotmentStudents(query, actorOf(user)) };
}

const parsedList = z.array(z.object({ record: z.array(z.string()), info: z.object({ lines: z.number() }) }));

/** The list's records, each with the line it starts on; a file that is not CSV or lacks the header is a 400. */
function readList(csv: string): Array<{ line: number; record: string[] }> {
  let records: z.output<typeof parsedList>;
  try {
    // With `info`, csv-parse gives each record with where it was read (its types do not say so: checked here).
    records = z.parse(
      parsedList,
      parse(csv.replace(/^\uFEFF/, ''), { info: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
    );
  } catch (error) {
    throw new HttpError(400, BAD_CSV, 'invalid_request', { cause: error });
  }
  const [header, ...rows] = records;
  const columns = header?.record.map((column) => column.toLowerCase());
  if (columns?.join(',') !== ALLOTMENT_CSV_COLUMNS.join(',')) throw new HttpError(400, BAD_HEADER, 'invalid_request');
  if (rows.length === 0) throw new HttpError(400, 'The list has no rows under its header', 'invalid_request');
  if (rows.length > ALLOTMENT_CSV_MAX_ROWS) throw new HttpError(400, TOO_MANY_ROWS, 'invalid_request');
  return rows.map(({ record, info }) => ({ line: info.lines, record }));
}

/** A row the database can check, or null when a cell is missing or malformed. */
function rowOf(line: number, record: string[]): AllotmentRow | null {
  const [roll_number, hostel, wing, room, bed] = record;
  const named = z.safeParse(bedName, { hostel, wing, room, bed });
  if (!roll_number || record.length !== ALLOTMENT_CSV_COLUMNS.length || !named.success) return null;
  return { line, roll_number, ...named.data };
}

/**
 * Checks an allotment list and, when asked and every row is fine, applies it whole. Rows the server cannot read are
 * `incomplete_row`; the database checks the rest (and, when any row has a problem, applies nothing).
 */
export async function importAllotments(
  store: HostelStore,
  user: AuthUser,
  csv: string,
  apply: boolean,
): Promise<ImportAllotmentsAnswer> {
  const read = readList(csv).map(({ line, record }) => ({ line, row: rowOf(line, record) }));
  const rows = read.flatMap(({ row }) => (row ? [row] : []));
  const unreadable = read.length - rows.length;
  const checked = new Map(
    (await store.importAllotments(rows, apply && unreadable === 0, actorOf(user))).map((row) => [row.line, row]),
  );
  const answerRows = read.map(({ line, row }) => {
    const problem = row ? (checked.get(line)?.problem ?? null) : 'incomplete_row';
    return problem === null ? { line, ok: true } : { line, ok: false, problem };
  });
  return { rows: answerRows, applied: [...checked.values()].some((row) => row.applied) };
}
