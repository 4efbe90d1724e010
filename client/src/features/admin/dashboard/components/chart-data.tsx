// The numbers behind a chart, as a table folded under a summary line, for anyone who cannot read the picture.
import type { ReactNode } from 'react';

export function ChartData({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="chart-data">
      <summary>{label}</summary>
      {children}
    </details>
  );
}
