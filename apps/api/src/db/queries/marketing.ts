import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../database';
import { marketingPlans, marketingSettings } from '../schema';

export type MarketingPlanRow = typeof marketingPlans.$inferSelect;
export type NewMarketingPlanRow = typeof marketingPlans.$inferInsert;
export type MarketingSettingRow = typeof marketingSettings.$inferSelect;

/**
 * The active plans of one resource type (and position, when given): the candidates the domain's
 * targeting rules choose from. Few rows per slot, so the rules run in code, where they are tested.
 */
export function activeMarketingPlans(
  db: Database,
  slot: { resourceType: number; position?: string | undefined },
): Promise<MarketingPlanRow[]> {
  return db
    .select()
    .from(marketingPlans)
    .where(
      and(
        eq(marketingPlans.resourceType, slot.resourceType),
        eq(marketingPlans.status, 'active'),
        slot.position === undefined ? undefined : eq(marketingPlans.position, slot.position),
      ),
    );
}

/** Every plan, by id (the campaigns tool's export). */
export function allMarketingPlans(db: Database): Promise<MarketingPlanRow[]> {
  return db.select().from(marketingPlans).orderBy(asc(marketingPlans.id));
}

/** Every marketing amount, by key. */
export function allMarketingSettings(db: Database): Promise<MarketingSettingRow[]> {
  return db.select().from(marketingSettings).orderBy(asc(marketingSettings.key));
}

/** The amounts of `keys` that are set. */
export function marketingSettingsOf(db: Database, keys: readonly string[]): Promise<MarketingSettingRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(marketingSettings)
    .where(inArray(marketingSettings.key, [...keys]));
}

/** Add plans and amounts that are not there yet; existing ones (an operator's changes) stay (the seed). */
export async function insertMissingMarketing(
  db: Database,
  plans: readonly NewMarketingPlanRow[],
  settings: readonly MarketingSettingRow[],
): Promise<void> {
  if (plans.length > 0)
    await db
      .insert(marketingPlans)
      .values([...plans])
      .onConflictDoNothing();
  if (settings.length > 0)
    await db
      .insert(marketingSettings)
      .values([...settings])
      .onConflictDoNothing();
}

/**
 * Write plans and amounts by id and key, replacing what is there (the campaigns tool's import). With
 * `replace`, plans the list does not name are deleted. Run it inside the caller's transaction.
 */
export async function writeMarketing(
  tx: Database,
  plans: readonly NewMarketingPlanRow[],
  settings: readonly MarketingSettingRow[],
  options: { replace: boolean },
): Promise<{ deleted: number }> {
  let deleted = 0;
  if (options.replace) {
    const ids = plans.map((p) => p.id);
    const gone = await tx
      .delete(marketingPlans)
      .where(ids.length === 0 ? undefined : notInArray(marketingPlans.id, ids))
      .returning({ id: marketingPlans.id });
    deleted = gone.length;
  }
  for (const plan of plans) {
    const { id: _id, ...changes } = plan;
    await tx.insert(marketingPlans).values(plan).onConflictDoUpdate({ target: marketingPlans.id, set: changes });
  }
  for (const setting of settings) {
    const { key: _key, ...changes } = setting;
    await tx
      .insert(marketingSettings)
      .values(setting)
      .onConflictDoUpdate({ target: marketingSettings.key, set: changes });
  }
  return { deleted };
}
