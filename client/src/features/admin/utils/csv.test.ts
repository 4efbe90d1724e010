// CSV export: quoting per RFC 4180 and the formula-injection guard.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv export', () => {
  it('when a cell holds a comma, quote or line break, then it is quoted and inner quotes are doubled', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('when a text cell starts with = + - @ or a tab, then it is prefixed with a quote so spreadsheets keep it text', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('when a cell is empty, a number or a boolean, then it is written plainly', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
  });

  it('when rows are exported, then the header comes first and every line ends with CRLF', () => {
    const rows = [
      { id: 1, text: 'ok' },
      { id: 2, text: '=1+2, "quoted"' },
    ];
    const csv = toCsv(rows, [
      { header: 'ID', value: (row) => row.id },
      { header: 'Text', value: (row) => row.text },
    ]);
    expect(csv).toBe('ID,Text\r\n1,ok\r\n2,"\'=1+2, ""quoted"""\r\n');
  });
});
