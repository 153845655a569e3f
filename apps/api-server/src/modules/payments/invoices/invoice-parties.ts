/**
 * The seller and the buyer an invoice names (Directive 2006/112/EC art. 226 (5) and (3)-(4): full
 * names, addresses and VAT numbers). Each invoice stores a copy of both as they were when it was
 * issued: an invoice is a legal document, so editing the club (or the seller's configuration) later
 * never changes one already issued (docs/decisions/033).
 */
import { eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { addresses, clubs, invoices } from '#db/schema.ts';

/** A party to an invoice, as printed: legal name, address lines, country (ISO 3166-1 alpha-2), VAT number. */
export interface InvoiceParty {
  name: string;
  addressLines: string[];
  country: string;
  vatNumber: string;
}

/**
 * Tavola's own identity when SELLER_NAME, SELLER_ADDRESS and SELLER_VAT are unset: plainly an
 * example, so nobody mistakes a demo invoice for a real one.
 */
export const EXAMPLE_SELLER: InvoiceParty = {
  name: 'Tavola Example S.r.l. (not a real company)',
  addressLines: ['Via dell’Esempio 1', '00100 Roma RM'],
  country: 'IT',
  vatNumber: 'IT00000000000',
};

/** The club's billing party now: its company, VAT number and billing address (else the club's address). */
export async function buyerOf(db: DbOrTx, clubId: number): Promise<InvoiceParty | null> {
  const [club] = await db
    .select({
      companyName: clubs.companyName,
      vatNumber: clubs.vatNumber,
      addressId: clubs.addressId,
      billingAddressId: clubs.billingAddressId,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) return null;
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.id, club.billingAddressId ?? club.addressId));
  if (!address) return null;
  return {
    name: club.companyName,
    addressLines: addressLines(address),
    country: address.country,
    vatNumber: club.vatNumber,
  };
}

/** "Via Roma 1", "Piano 2", "20121 Milano MI": how an address is written on the invoice (country apart). */
function addressLines(address: typeof addresses.$inferSelect): string[] {
  const place = [address.postalCode, address.city, address.state].filter(Boolean).join(' ');
  return [address.line1, address.line2, place].filter((line): line is string => Boolean(line?.trim()));
}

/**
 * Invoices issued before migration 0010 had no seller stored, and SQL cannot read the
 * configuration: the first start after it gives them the configured seller, once.
 */
export async function stampSellerOnOlderInvoices(db: DbOrTx, seller: InvoiceParty): Promise<void> {
  await db.update(invoices).set({ seller }).where(isNull(invoices.seller));
}
