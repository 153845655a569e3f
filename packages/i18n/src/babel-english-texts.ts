// A Babel plugin, run after Lingui's macro: it writes the compiled English text of each message
// into the code that shows it, so English needs no catalog (decision 051).
//
// Why: the English catalog held every text of the console, 19 KB gzip of the initial load, while
// the sign-in page shows about forty of them. With the texts beside their code, each chunk carries
// the texts it shows; Italian still loads its catalog on demand and wins over these texts.
//
// What it rewrites: the message descriptors Lingui's macro emits, for `t`, `msg` and `useLingui`
// calls and as the props it spreads on `<Trans>`, and packages/domain's `/*i18n*/` objects:
//   i18n._({ id: "5lWFkC" })  →  i18n._({ id: "5lWFkC", message: ["Sign in"] })
//   <Trans {...{ id: "0tPXOa", components }} />  →  … { id: "0tPXOa", message: [...], components }
// only when the id is in the English catalog, and only on objects whose other keys are those of a
// descriptor. `message` holds the catalog's compiled form (an array), which `i18n._` interpolates
// without the message compiler, absent from Lingui's production build.
import type { types as BabelTypes, PluginObj } from '@babel/core';
import type { Messages } from '@lingui/core';
import { messages as englishCatalog } from './locales/en.ts';

/** The keys Lingui's macro and `/*i18n*\/` descriptors use: anything else is not a message. */
const DESCRIPTOR_KEYS = new Set(['id', 'message', 'values', 'components', 'comment', 'context', 'formats']);

export interface EnglishTextsOptions {
  /** the compiled English catalog; the project's own unless a test gives one */
  catalog?: Messages;
}

export default function englishTexts(
  { types: t }: { types: typeof BabelTypes },
  options: EnglishTextsOptions = {},
): PluginObj {
  const catalog = options.catalog ?? englishCatalog;
  const compiledText = (id: string) => (Object.hasOwn(catalog, id) ? catalog[id] : undefined);

  const keyName = (property: BabelTypes.ObjectExpression['properties'][number]) => {
    if (property.type !== 'ObjectProperty' || property.computed) return null;
    if (property.key.type === 'Identifier') return property.key.name;
    if (property.key.type === 'StringLiteral') return property.key.value;
    return null;
  };

  return {
    name: 'tavola-english-texts',
    visitor: {
      ObjectExpression(path) {
        const properties = path.node.properties;
        const names = properties.map(keyName);
        if (names.some((name) => name === null || !DESCRIPTOR_KEYS.has(name))) return;
        const idProperty = properties[names.indexOf('id')] as BabelTypes.ObjectProperty | undefined;
        if (!idProperty || idProperty.value.type !== 'StringLiteral') return;
        const text = compiledText(idProperty.value.value);
        if (text === undefined) return;
        // an array even for plain text: `i18n._` would take a string for an uncompiled message
        const compiled = typeof text === 'string' ? [text] : text;
        const message = t.objectProperty(t.identifier('message'), t.valueToNode(compiled));
        const at = names.indexOf('message');
        if (at >= 0) properties[at] = message;
        else properties.splice(properties.indexOf(idProperty) + 1, 0, message);
      },
    },
  };
}
