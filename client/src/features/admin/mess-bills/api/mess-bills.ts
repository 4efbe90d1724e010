// The office's mess bills through our API, which keeps each account to the messes it runs or oversees.
import {
  messBillsApi,
  type BillMessesAnswer,
  type CorrectBillAnswer,
  type CorrectBillBody,
  type MessDuesAnswer,
  type SaveThresholdsBody,
  type ScoreThresholds,
  type ScorecardAnswer,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export type { MessDue, ScoreThresholds, ScorecardAnswer } from '@campus-hostel/contracts/api';
export type BillMess = BillMessesAnswer['messes'][number];

export async function getBillMesses(): Promise<BillMess[]> {
  return (await callSignedIn(messBillsApi.messes, {})).messes;
}

export function getDues(messId: number, month: string): Promise<MessDuesAnswer> {
  return callSignedIn(messBillsApi.dues, { params: { mess_id: messId, month } });
}

export function correctBill(body: CorrectBillBody): Promise<CorrectBillAnswer> {
  return callSignedIn(messBillsApi.correct, { body });
}

export function getScorecard(messId: number, month: string): Promise<ScorecardAnswer> {
  return callSignedIn(messBillsApi.scorecard, { params: { mess_id: messId, month } });
}

export function saveThresholds(body: SaveThresholdsBody): Promise<ScoreThresholds> {
  return callSignedIn(messBillsApi.saveThresholds, { body });
}
