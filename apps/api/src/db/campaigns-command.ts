import { exportCampaigns, importCampaigns } from '../services/marketing-campaigns';
import type { Database } from './database';

/** What the campaigns tool needs from its surroundings (the CLI's: the file system and the console). */
export interface CampaignsIo {
  readFile(path: string): Promise<string>;
  out(text: string): void;
  err(text: string): void;
  now(): Date;
}

export const CAMPAIGNS_USAGE = `Usage:
  npm run campaigns -- import <file.json> [--replace]   check the file, then load it in one transaction
  npm run campaigns -- export                           print the campaigns and amounts as a campaigns file
The file's shape: docs/campaigns.example.json. --replace deletes the plans the file does not name.`;

/**
 * `npm run campaigns -- <command>` (issue 15): the exit code (0 done, 1 refused, 2 usage). A file
 * that does not parse, or whose entries break a rule, loads nothing and names each problem.
 */
export async function runCampaignsCommand(db: Database, args: readonly string[], io: CampaignsIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'export' && rest.length === 0) {
    io.out(JSON.stringify(await exportCampaigns(db), null, 2));
    return 0;
  }
  if (command !== 'import') {
    io.err(CAMPAIGNS_USAGE);
    return 2;
  }
  const replace = rest.includes('--replace');
  const files = rest.filter((a) => a !== '--replace');
  const [file] = files;
  if (file === undefined || files.length !== 1 || rest.some((a) => a.startsWith('--') && a !== '--replace')) {
    io.err(CAMPAIGNS_USAGE);
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await io.readFile(file));
  } catch (error) {
    io.err(
      `${file}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)}); nothing was loaded.`,
    );
    return 1;
  }
  const result = await importCampaigns(db, raw, { now: io.now(), replace });
  if (!result.ok) {
    io.err(
      `${file}: ${result.errors.length} problem(s); nothing was loaded.\n${result.errors.map((e) => `  ${e}`).join('\n')}`,
    );
    return 1;
  }
  io.out(
    `${file}: loaded ${result.plans} campaign(s) and ${result.settings} amount(s)` +
      (replace ? `; deleted ${result.deleted} campaign(s) the file does not name.` : '.'),
  );
  return 0;
}
