import type { Database } from '../db/client.js';
import { seedCatalog } from './catalog.js';
import { seedChannels } from './channels.js';
import { seedContent } from './content.js';
import { seedDocumentSettings } from './documents.js';
import { seedMembers } from './members.js';
import { seedMotoExtras } from './moto-extras.js';
import { seedOrderData } from './orders.js';
import { seedPreOrders } from './pre-orders.js';
import { seedSiteContent } from './site-content.js';
import { seedSystemMessages } from './system-messages.js';
import { seedVehicles } from './vehicles.js';

/**
 * Demo data for the three shops. Deterministic and re-runnable: every row is upserted on its
 * natural key, so running it again restores the demo content without duplicating it.
 */
export async function seed(db: Database): Promise<void> {
  await seedChannels(db);
  await seedContent(db);
  await seedDocumentSettings(db);
  await seedCatalog(db);
  // After the catalogue: a couple of its models are released weeks from now (予約商品).
  await seedPreOrders(db);
  await seedMembers(db);
  await seedSystemMessages(db);
  // After the members: they get their demo points.
  await seedOrderData(db);
  // After the catalogue: collections and landing pages pick its products.
  await seedSiteContent(db);
  // After the catalogue: jackets and gloves of the motorcycle shop offer name embroidery.
  await seedMotoExtras(db);
  // After the catalogue: the fitment comes from each part's 適合車種.
  await seedVehicles(db);
}
