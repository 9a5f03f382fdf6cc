/**
 * What the server writes is its own user's alone (issue 32, docs/security.md "Second round"):
 * the embedded database's files hold the TOTP and recovery-code keys, the address salt, password
 * hashes and live invitation tokens, so no other user of the machine may read them.
 *
 * Two layers, so that one missing does not open the files:
 * - the process's umask is 077 (Node and Deno entry points call restrictUmask() first), so every
 *   file and folder it creates is 0600/0700 whatever the shell's umask was;
 * - the data, backup and secret folders are made 0700 and everything already under them loses
 *   its group and other bits at start (repaired, with a warning that says how many), so a folder
 *   made by an older version, by hand, or by a runtime whose umask could not be set is closed too.
 */
import fs from 'node:fs';
import path from 'node:path';

const privateUmask = 0o077;

/**
 * Sets the process's umask to 077. Answers false where the runtime refuses (Node's worker
 * threads; Deno builds without node:process umask): then only the chmods below protect the files.
 */
export function restrictUmask(): boolean {
  try {
    process.umask(privateUmask);
    return true;
  } catch {
    return false;
  }
}

export interface PrivateDirResult {
  /** files and folders (the folder itself included) whose group/other bits were taken off */
  repaired: string[];
}

/** Folders deeper than this are not walked (PGlite's data folder is 4 deep). */
const maxDepth = 16;
/** A bound on the entries walked; PGlite's data folder holds about 1,000. */
const maxEntries = 200_000;

/**
 * Creates `dir` (and missing parents) as 0700 and takes group/other permissions off `dir` and
 * everything under it. Symbolic links are neither followed nor changed. Throws a clear error when
 * a file cannot be made private (another user owns it).
 */
export function makePrivateDir(dir: string): PrivateDirResult {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const repaired: string[] = [];
  let seen = 0;
  const close = (target: string, stat: fs.Stats) => {
    if ((stat.mode & 0o077) === 0) return;
    try {
      fs.chmodSync(target, stat.mode & 0o700);
    } catch (error) {
      throw new Error(
        `${target} is readable by other users of this machine (mode ${(stat.mode & 0o777).toString(8)}) and cannot be made private: ${error instanceof Error ? error.message : String(error)}. Run the server as the owner of ${dir}, or chmod -R go= ${dir}.`,
        { cause: error },
      );
    }
    repaired.push(target);
  };
  const visit = (folder: string, depth: number) => {
    close(folder, fs.lstatSync(folder));
    if (depth >= maxDepth) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (++seen > maxEntries) return;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full, depth + 1);
      else if (entry.isFile()) close(full, fs.lstatSync(full));
    }
  };
  visit(dir, 0);
  return { repaired };
}

/** The warning printed when makePrivateDir repaired something. */
export const repairedMessage = (dir: string, result: PrivateDirResult): string =>
  `[files] ${dir}: ${result.repaired.length} file(s) or folder(s) were readable by other users of this machine; made private to this user (folders 0700, files 0600). See docs/operations.md "File permissions".`;

/** Writes `text` to a new file only its owner may read or write (0600), in a 0700 folder. */
export function writePrivateFile(file: string, text: string): void {
  makePrivateDir(path.dirname(file));
  fs.writeFileSync(file, text, { mode: 0o600 });
  // an existing file keeps its mode through writeFileSync
  fs.chmodSync(file, 0o600);
}
