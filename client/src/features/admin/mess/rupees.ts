// Amounts are typed and shown in rupees and kept in paise: "125.50" ⇄ 12550.

/** Paise from what was typed in rupees (up to two decimals); null when it is not such an amount. */
export function paiseOf(rupees: string): number | null {
  const typed = rupees.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(typed)) return null;
  return Math.round(Number(typed) * 100);
}

/** Paise as rupees for an input: 12550 → "125.50", 13000 → "130". */
export function rupeesOf(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
