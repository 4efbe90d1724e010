// Both languages say everything: each namespace has the same keys in English and Hindi, no text is empty, and each
// Hindi text keeps its English text's placeholders ({{name}}), so nothing a reader needs is lost in translation.
import { describe, expect, it } from 'vitest';

type Catalogue = { [key: string]: string | Catalogue };

const english = import.meta.glob<Catalogue>('./en/*.json', { eager: true, import: 'default' });
const hindi = import.meta.glob<Catalogue>('./hi/*.json', { eager: true, import: 'default' });

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** Plural forms differ by language (Hindi has one and other as English does, but a catalogue may add zero). */
function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const namespaces = Object.keys(english).map((file) => file.replace(/^\.\/en\/(.+)\.json$/, '$1'));

describe('the catalogues', () => {
  it('have the same namespaces in both languages', () => {
    expect(
      Object.keys(hindi)
        .map((file) => file.replace(/^\.\/hi\//, './en/'))
        .sort(),
    ).toEqual(Object.keys(english).sort());
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const en = flatten(english[`./en/${namespace}.json`] ?? {});
    const hi = flatten(hindi[`./hi/${namespace}.json`] ?? {});

    it('has every English key in Hindi and no Hindi key English lacks', () => {
      const enKeys = new Set([...en.keys()].map(baseKey));
      const hiKeys = new Set([...hi.keys()].map(baseKey));
      expect([...enKeys].filter((key) => !hiKeys.has(key))).toEqual([]);
      expect([...hiKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    });

    it('has no empty text, and the same placeholders in both languages', () => {
      for (const [key, text] of en) {
        expect(text.trim(), `${namespace}:${key}`).not.toBe('');
        const translated = hi.get(key) ?? hi.get(`${baseKey(key)}_other`);
        if (translated === undefined) continue;
        expect(translated.trim(), `hi ${namespace}:${key}`).not.toBe('');
        expect(
          placeholders(translated).filter((name) => name !== 'count'),
          `hi ${namespace}:${key}`,
        ).toEqual(placeholders(text).filter((name) => name !== 'count'));
      }
    });
  });
});
