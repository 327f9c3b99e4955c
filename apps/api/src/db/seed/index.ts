import type { Database } from '../client.js';
import { seedCatalog } from './catalog.js';
import { seedChannels } from './channels.js';
import { seedContent } from './content.js';
import { seedDocumentSettings } from './documents.js';
import { seedMembers } from './members.js';
import { seedOrderData } from './orders.js';
import { seedSiteContent } from './site-content.js';

/**
 * Demo data for the three shops. Deterministic and re-runnable: every row is upserted on its
 * natural key, so running it again restores the demo content without duplicating it.
 */
export async function seed(db: Database): Promise<void> {
  await seedChannels(db);
  await seedContent(db);
  await seedDocumentSettings(db);
  await seedCatalog(db);
  await seedMembers(db);
  // After the members: they get their demo points.
  await seedOrderData(db);
  // After the catalogue: collections and landing pages pick its products.
  await seedSiteContent(db);
}
