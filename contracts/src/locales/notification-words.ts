// The shape of one language's notification words: the English and Hindi catalogues beside this file fill it, and the
// compiler checks that both say everything (every kind, every stored choice) and nothing else.
import type { CheckedValues } from '../database.types';
import type { NotificationKind } from '../notification-kinds';
import type { NotificationData } from '../notifications';

type Checked<T extends readonly unknown[]> = T[number] & string;
type Complaints = (typeof CheckedValues)['complaints_table'];
type Applications = (typeof CheckedValues)['application_table'];
type WorkOrders = (typeof CheckedValues)['work_orders'];

/** Stored slugs and their words in one language: no slug reaches a reader. */
export interface ChoiceWords {
  complaintType: Record<Checked<Complaints['complaint_type']>, string>;
  complaintCategory: Record<Checked<Complaints['complaint_category']>, string>;
  /** As an adjective before "urgency" ("a high-urgency complaint"). */
  urgency: Record<Checked<Complaints['urgency_level']>, string>;
  applicationType: Record<Checked<Applications['application_type']>, string>;
  /** The one status vocabulary's words for a decision, as they read inside a sentence. */
  decision: Record<Checked<Applications['decision']>, string>;
  /** A technician's trade, as it reads before "job" ("an electrical job"). */
  trade: Record<Checked<WorkOrders['trade']>, string>;
}

/** What a catalogue's sentences may call on: times, money and stored choices already in the reader's language. */
export interface Phrasing {
  time: (iso: string) => string;
  /** A calendar day (2026-11-28) as the reader's language writes a date. */
  day: (isoDay: string) => string;
  /** A month, given as its first day (2026-11-01), as the reader's language names it ("November 2026"). */
  month: (isoDay: string) => string;
  money: (amountMinor: number, currency: string) => string;
  choice: <G extends keyof ChoiceWords>(group: G, value: string) => string;
}

/** A notification's words; its link is the same in every language. */
export interface NotificationSentences {
  title: string;
  body: string;
  action: string;
}

export interface NotificationWords {
  choices: ChoiceWords;
  sentences: {
    [K in NotificationKind]: (data: NotificationData<K>, say: Phrasing) => NotificationSentences;
  };
}
