import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * How a table is named in a sentence: a bare number reads "Table 4"; a name such as "Table 4",
 * "T4" or "Terrace 2" is used as it is (never "Table Table 4").
 */
export function tableLabel(i18n: I18n, name: string): string {
  return /^\d+$/.test(name.trim()) ? i18n._(msg`Table ${name}`) : name;
}
