import {
  emailHref,
  facebookHref,
  instagramHref,
  mapHref,
  phoneHref,
  webHref,
  whatsappHref,
} from './contact-links';
import type { MenuViewInput } from './localize';
import styles from './menu-view.module.css';
import type { MenuViewTexts } from './texts';

interface Contact {
  key: string;
  label: string;
  text: string;
  href: string;
  external: boolean;
}

function contactsOf(menu: MenuViewInput, texts: MenuViewTexts): Contact[] {
  const candidates: [string, string, string | null | undefined, string | null, boolean][] = [
    ['address', texts.address, menu.clubAddress, mapHref(menu.clubAddress), true],
    ['phone', texts.phone, menu.clubDisplayPhone, phoneHref(menu.clubDisplayPhone), false],
    ['whatsapp', texts.whatsapp, texts.whatsapp, whatsappHref(menu.clubWhatsapp), true],
    ['email', texts.email, menu.clubDisplayEmail, emailHref(menu.clubDisplayEmail), false],
    ['website', texts.website, displayHost(menu.clubWebsite), webHref(menu.clubWebsite), true],
    ['instagram', texts.instagram, texts.instagram, instagramHref(menu.clubInstagram), true],
    ['facebook', texts.facebook, texts.facebook, facebookHref(menu.clubFacebook), true],
  ];
  return candidates.flatMap(([key, label, text, href, external]) =>
    href && text ? [{ key, label, text: text.trim(), href, external }] : [],
  );
}

/** "www.trattoria.it" for "https://www.trattoria.it/": the site as people say it. */
function displayHost(address: string | null | undefined): string | null {
  const href = webHref(address);
  if (!href) return null;
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The owner's footer text and the club's contacts, each a link that opens the right app. */
export function MenuFooter({ menu, texts }: { menu: MenuViewInput; texts: MenuViewTexts }) {
  const contacts = contactsOf(menu, texts);
  if (!menu.footer && contacts.length === 0) return null;
  return (
    <footer className={styles.footer}>
      {menu.footer ? <p className={styles.footerText}>{menu.footer}</p> : null}
      {contacts.length > 0 ? (
        <address className={styles.contacts}>
          <h2 className={styles.contactsTitle}>{texts.contacts}</h2>
          <ul className={styles.contactList}>
            {contacts.map((contact) => (
              <li key={contact.key}>
                <a
                  className={styles.contact}
                  href={contact.href}
                  data-contact={contact.key}
                  aria-label={
                    contact.text === contact.label ? undefined : `${contact.label}: ${contact.text}`
                  }
                  {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {contact.text}
                </a>
              </li>
            ))}
          </ul>
        </address>
      ) : null}
    </footer>
  );
}
