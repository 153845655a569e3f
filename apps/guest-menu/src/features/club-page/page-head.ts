/**
 * What a club's public page puts in its <head> for search engines and link previews: the title, a
 * description, the canonical address, an alternate address per language (hreflang), Open Graph and
 * Twitter cards, and schema.org structured data (a Restaurant with its Menu, sections, items,
 * prices and diets) as JSON-LD. Plain strings built here, escaped here: every text in them is the
 * owner's, and the server puts them into the page as they are.
 */
import type { DietaryTag } from '@tavola/menu-view/item-extras';
import { localizeMenu, visibleSections } from '@tavola/menu-view/localize';
import { languageOptions } from '../menu/language-select';
import { clubPageLanguages, type PublicClubPage } from './club-page';
import { clubPageHref } from './club-page-address';

/** schema.org's RestrictedDiet for each dietary tag (spiciness and the rest have none). */
const SCHEMA_DIETS: Readonly<Record<DietaryTag, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'lactose-free': 'https://schema.org/LowLactoseDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
};

/** The longest description a search result shows whole. */
const DESCRIPTION_LENGTH = 160;

/** Text for an HTML attribute or element: the five characters that could end it or start markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON inside a <script> element: nothing in it can close the element or open a comment
 * (`</script>`, `<!--`), whatever the owner typed; a JSON parser reads the escapes back as they were.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A line of text: control characters and runs of spaces as one space, cut at `length` with "…". */
function oneLine(text: string, length: number): string {
  const line = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}

/** A photo's largest JPEG variant (what link previews and search engines take). */
function photoAddress(photo: { url: string; widths: number[]; width: number }): string {
  const widths = photo.widths.length > 0 ? photo.widths : [photo.width];
  return `${photo.url}-${widths[widths.length - 1]}.jpg`;
}

export interface ClubPageHead {
  /** the <html lang> */
  lang: string;
  title: string;
  /** the tags after <title> */
  tags: string;
}

/** The page's head, for the page at `origin` (the guest app's, e.g. https://menu.example.com). */
export function clubPageHead(page: PublicClubPage, origin: string): ClubPageHead {
  const { menu } = page;
  const { language, sourceLanguage, shown, texts } = clubPageLanguages(page);
  const localized = localizeMenu(menu, language);
  const sections = visibleSections(localized);
  const menuIds = page.menus.map((entry) => entry.id);
  const address = { slug: page.slug, menuIds };
  const url = (href: string) => `${origin}${href}`;
  const self = url(clubPageHref(address, menu.id, language === sourceLanguage ? null : language));

  const title = `${oneLine(localized.name, 80)} · ${oneLine(menu.clubName, 80)}`;
  const description = oneLine(
    [menu.clubName, menu.clubAddress, sections.map((section) => section.name).join(', ')]
      .filter((part): part is string => Boolean(part?.trim()))
      .join(' · '),
    DESCRIPTION_LENGTH,
  );
  const firstPhoto = sections.flatMap((section) => section.items).find((item) => item.photo)?.photo;
  const image = menu.logo ?? (firstPhoto ? photoAddress(firstPhoto) : null);

  const [original, ...translations] = languageOptions(menu.languages, sourceLanguage, texts);
  const alternates =
    original && translations.length > 0 && sourceLanguage
      ? [
          { hreflang: sourceLanguage, href: url(clubPageHref(address, menu.id, null)) },
          ...translations.map((option) => ({
            hreflang: option.value,
            href: url(clubPageHref(address, menu.id, option.value)),
          })),
          { hreflang: 'x-default', href: url(clubPageHref(address, menu.id, null)) },
        ]
      : [];

  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: menu.clubName,
    url: url(clubPageHref(address, menuIds[0] ?? menu.id, null)),
    ...(menu.clubAddress ? { address: menu.clubAddress } : {}),
    ...(menu.clubDisplayPhone ? { telephone: menu.clubDisplayPhone } : {}),
    ...(menu.clubDisplayEmail ? { email: menu.clubDisplayEmail } : {}),
    ...(image ? { image } : {}),
    ...(menu.clubWebsite ? { sameAs: [menu.clubWebsite] } : {}),
    hasMenu: {
      '@type': 'Menu',
      name: localized.name,
      url: self,
      inLanguage: shown,
      hasMenuSection: sections.map((section) => ({
        '@type': 'MenuSection',
        name: section.name,
        hasMenuItem: section.items.map((item) => {
          const diets = (item.dietaryTags ?? []).map((tag) => SCHEMA_DIETS[tag]).filter(Boolean);
          return {
            '@type': 'MenuItem',
            name: item.name,
            ...(item.description ? { description: item.description } : {}),
            ...(item.photo ? { image: photoAddress(item.photo) } : {}),
            ...(item.price !== null && item.price !== undefined
              ? { offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: menu.currency } }
              : {}),
            ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
          };
        }),
      })),
    },
  };

  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(self)}" />`,
    ...alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', menu.clubName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', self),
    meta('property', 'og:locale', shown),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:card', image && !menu.logo ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${scriptJson(structured)}</script>`,
  ].join('\n    ');
  return { lang: shown, title, tags };
}
