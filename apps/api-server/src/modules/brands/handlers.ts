import { asc, eq } from 'drizzle-orm';
import { brands } from '#db/schema.ts';
import type { Handlers } from '#http/types.ts';

export const brandHandlers: Handlers<'listBrands'> = {
  async listBrands(request) {
    const rows = await request.server.db
      .select({ id: brands.id, name: brands.name, enabled: brands.enabled })
      .from(brands)
      .where(eq(brands.enabled, true))
      .orderBy(asc(brands.name));
    return { status: 200, body: rows };
  },
};
