import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages as compiledEnglish } from './locales/en';
import { messages as compiledItalian } from './locales/it';

interface PoEntry {
  id: string;
  translation: string;
}

/** Reads msgid/msgstr pairs of a Lingui .po catalog (strings may continue on following lines). */
function readPo(locale: string): PoEntry[] {
  const text = readFileSync(new URL(`./locales/${locale}.po`, import.meta.url), 'utf8');
  const entries: PoEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const field = (name: string) => {
      const match = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm'));
      if (!match?.[1]) return null;
      return match[1]
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    };
    const id = field('msgid');
    if (!id) continue; // the header
    entries.push({ id, translation: field('msgstr') ?? '' });
  }
  return entries;
}

/** Variables (`{name}`) and component tags (`<0>`, `</0>`) that a translation must keep. */
/** An ICU plural or select: its argument, its kind and the text of its cases. */
const ICU_ARGUMENT = /\{(\w+), (plural|select|selectordinal),((?:[^{}]|\{[^{}]*\})*)\}/g;

/**
 * What a translation must keep: the variables, the tags, and of a plural or select its argument
 * and its cases (`one`, `other`, `=0`…), whose words are translated.
 */
function placeholders(message: string): string[] {
  const found: string[] = [];
  const rest = message.replace(ICU_ARGUMENT, (_, argument: string, kind: string, cases: string) => {
    found.push(`{${argument}, ${kind}}`);
    for (const match of cases.matchAll(/(=?\w+)\s*\{/g)) found.push(`case ${match[1]}`);
    return '';
  });
  found.push(...[...rest.matchAll(/\{[^{}]+\}|<\/?\d+\/?>/g)].map((match) => match[0]));
  return found.sort();
}

const english = readPo('en');
const italian = readPo('it');

describe('Italian catalog', () => {
  it('has every message id of the English catalog', () => {
    const italianIds = new Set(italian.map((entry) => entry.id));
    const missing = english.map((entry) => entry.id).filter((id) => !italianIds.has(id));
    expect(missing).toEqual([]);
    expect(italian).toHaveLength(english.length);
  });

  it('translates every message', () => {
    const untranslated = italian.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it('keeps the variables and tags of the English text', () => {
    const source = new Map(english.map((entry) => [entry.id, entry.translation || entry.id]));
    const broken = italian
      .filter(
        (entry) => placeholders(entry.translation).join() !== placeholders(source.get(entry.id) ?? '').join(),
      )
      .map((entry) => entry.id);
    expect(broken).toEqual([]);
  });

  it('is compiled: the shipped catalogs have the same messages as the .po files', () => {
    expect(Object.keys(compiledItalian).sort()).toEqual(Object.keys(compiledEnglish).sort());
    expect(Object.keys(compiledItalian)).toHaveLength(italian.length);
  });
});
