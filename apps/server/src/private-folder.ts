import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The data folder's mode: only the server's own user may list or enter it. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** A data file's mode (database, secrets): only the server's own user may read or write it. */
export const PRIVATE_FILE_MODE = 0o600;

/** What tightening a folder could not do (another owner's files); empty when all is private. */
export type FolderWarnings = readonly string[];

function tighten(path: string, mode: number, warnings: string[]): void {
  try {
    if ((statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
  } catch (error) {
    warnings.push(`could not make ${path} mode ${mode.toString(8)}: ${(error as Error).message}`);
  }
}

/**
 * Creates the data folder with mode 700, or tightens an existing one (and the files directly in it)
 * to 700 / 600: it holds the database, the token secret and the admin token, which other users of
 * the machine must not read. Tightening rather than refusing to start, because an older version
 * (or a `mkdir` by hand) left it 755; answers what it could not change, for one warning at start.
 */
export function preparePrivateFolder(dir: string): FolderWarnings {
  const warnings: string[] = [];
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  tighten(dir, PRIVATE_FOLDER_MODE, warnings);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) tighten(join(dir, entry.name), PRIVATE_FILE_MODE, warnings);
  }
  return warnings;
}

/**
 * Creates `file` empty with mode 600 when it does not exist, so a program that then opens it (SQLite,
 * whose journal files copy the database file's mode) never leaves it readable by others.
 */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}
