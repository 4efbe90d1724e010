// Amounts the office types in rupees ("-50", "120.50", "−75"), as paise for the API; null when it is not an amount.
const RUPEES = /^[-−]?\d{1,9}(\.\d{1,2})?$/;

export function paiseOf(text: string): number | null {
  const typed = text.trim().replace(/,/g, '');
  if (!RUPEES.test(typed)) return null;
  const paise = Math.round(Number(typed.replace('−', '-')) * 100);
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as rupees for a form's field: 250000 → "2500", 12050 → "120.5". */
export function rupeesOf(paise: number): string {
  return String(paise / 100);
}
