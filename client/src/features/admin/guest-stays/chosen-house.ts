// Which guest house the office is looking at: the one the address names (?house=), when the caller serves it, else the
// first they serve. The roster and the house's rooms and rules below it show the same one.
import { useSearchParams } from 'react-router-dom';

export function useChosenHouse(houses: readonly string[]): string {
  const [params] = useSearchParams();
  const asked = params.get('house') ?? '';
  return houses.includes(asked) ? asked : (houses[0] ?? '');
}
