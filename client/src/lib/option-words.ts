// The words for the product's fixed choices (complaint types and categories, urgency, application types): the stored
// values stay slugs, and no slug reaches a reader.
import { t } from './i18n';

export type OptionGroup = 'complaintType' | 'complaintCategory' | 'urgency' | 'applicationType';

/** The label of a stored choice in the language being read; a value this version does not know shows as it is. */
export function optionWord(group: OptionGroup, value: string): string {
  return t(`options.${group}.${value}`, { defaultValue: value });
}

/** A fixed list as a select's options. */
export function optionsOf(group: OptionGroup, values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: optionWord(group, value) }));
}
