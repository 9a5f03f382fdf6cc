/**
 * `npm run admin -- <command>`: manage admin accounts in the site's database (DATABASE_URL, or
 * the embedded one under DATA_DIR / .data/pglite; stop `npm start` first when using the embedded
 * one, which one process at a time may open).
 *
 *   add --email <email> [--name <name>] [--generate]
 *   reset-password --email <email> [--generate]
 *   list
 *   remove --email <email>
 *   invite --email <email> [--name <name>]
 *   reset-second-factor --email <email>   (or the email as the argument)
 *
 * The password is never an argument (it would stay in the shell history): it is read from
 * standard input when piped (`printf '%s' "$PW" | npm run admin -- add --email a@b.co`), else
 * asked for twice without echo; `--generate` makes one and prints it once.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { AdminAccountError, addAdmin, checkPassword, listAdmins, removeAdmin, resetPassword } from '../functions/auth/admins';
import { createInvitation } from '../functions/auth/invitations';
import { generatePassword } from '../functions/auth/passwords';
import { resetSecondFactor } from '../functions/auth/second-factor';
import { createAudit } from '../functions/audit';
import { silentLogger } from '../functions/log';
import { migrate, openDatabase, type Database } from '../functions/db/index';
import { parseEnv } from '../functions/env';
import { restrictUmask } from '../functions/private-files';

export interface CliIo {
  /** the password from a prompt or standard input */
  readPassword(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

export const usage = `Usage: npm run admin -- <command>
  add --email <email> [--name <name>] [--generate]   add an admin
  reset-password --email <email> [--generate]        set a new password (ends their sessions)
  list                                               list the admins
  remove --email <email>                             remove an admin (never the last one)
  invite --email <email> [--name <name>]             print a one-time link (72 hours) for a new admin; also emailed
  reset-second-factor <email>                        remove their authenticator app, recovery codes and
                                                     passkeys, and end their sessions (a lost phone or key)
The password is read from standard input or asked for; --generate makes one and prints it once.`;

/** Runs one command against `db`; answers the process exit code. */
/** `origin`: where invitation links point (SITE_ORIGIN; else http://localhost:PORT). */
export async function runAdminCli(argv: string[], db: Database, io: CliIo, options: { origin?: string } = {}): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, generate: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(usage);
    return 2;
  }
  const [command] = parsed.positionals;
  const { email, name, generate } = parsed.values;
  if (parsed.values.help || !command) {
    io.out(usage);
    return command || parsed.values.help ? 0 : 2;
  }
  const needEmail = () => {
    if (command === 'reset-second-factor' && !email && parsed.positionals[1]) return parsed.positionals[1];
    if (!email) throw new AdminAccountError(`"${command}" needs --email <email>.`);
    return email;
  };
  const obtainPassword = async () => {
    if (generate) return generatePassword();
    const password = await io.readPassword();
    checkPassword(password);
    return password;
  };
  try {
    switch (command) {
      case 'add': {
        const address = needEmail();
        const password = await obtainPassword();
        await addAdmin(db, { email: address, name, password });
        io.out(`Admin ${address.toLowerCase()} added.`);
        if (generate) io.out(`Password (shown once): ${password}`);
        return 0;
      }
      case 'reset-password': {
        const address = needEmail();
        const password = await obtainPassword();
        const { sessionsEnded } = await resetPassword(db, { email: address, password });
        io.out(`Password of ${address.toLowerCase()} reset; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended.`);
        if (generate) io.out(`Password (shown once): ${password}`);
        return 0;
      }
      case 'list': {
        const admins = await listAdmins(db);
        if (admins.length === 0) io.out('No admins yet.');
        for (const a of admins) {
          io.out(`${a.email}\t${a.name}\tadded ${a.createdAt.toISOString().slice(0, 10)}\t${a.activeSessions} active session${a.activeSessions === 1 ? '' : 's'}`);
        }
        return 0;
      }
      case 'remove': {
        const address = needEmail();
        await removeAdmin(db, address);
        io.out(`Admin ${address.toLowerCase()} removed.`);
        return 0;
      }
      case 'invite': {
        const origin = options.origin ?? 'http://localhost:3000';
        const invitation = await createInvitation(db, { email: needEmail(), name: name ?? '', invitedBy: null, origin }, new Date());
        io.out(`Invitation for ${invitation.email}, good once until ${invitation.expiresAt.toISOString()} (shown once; also queued as an email):`);
        io.out(invitation.link);
        return 0;
      }
      case 'reset-second-factor': {
        const address = needEmail().trim().toLowerCase();
        const [admin] = await db.query<{ id: number }>('select id from admins where lower(email) = $1', [address]);
        if (!admin) throw new AdminAccountError(`There is no admin with the email ${address}.`);
        const { removed, sessionsEnded } = await resetSecondFactor(db, admin.id, new Date());
        await createAudit(db, silentLogger)({ type: 'second_factor.reset', adminId: admin.id, call: 'npm run admin', detail: { removed, sessionsEnded } });
        io.out(
          `Second factor of ${address} reset: the authenticator app, recovery codes and passkeys are removed; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended. ` +
            'They sign in with their password alone and can set up a new factor at /admin/two-factor.',
        );
        return 0;
      }
      default:
        io.err(`Unknown command "${command}".`);
        io.err(usage);
        return 2;
    }
  } catch (error) {
    if (error instanceof AdminAccountError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** Asks without echoing what is typed. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

export async function readPasswordFromTerminalOrStdin(): Promise<string> {
  if (!process.stdin.isTTY) {
    // The first line, without its line ending: `printf '%s'` and `echo` both work.
    return (await readAll(process.stdin)).split(/\r?\n/)[0] ?? '';
  }
  const first = await ask('Password: ');
  const second = await ask('Repeat the password: ');
  if (first !== second) throw new AdminAccountError('The two passwords differ.');
  return first;
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let code = 1;
  try {
    await migrate(db);
    code = await runAdminCli(process.argv.slice(2), db, {
      readPassword: readPasswordFromTerminalOrStdin,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    }, { origin: env.SITE_ORIGIN ?? `http://localhost:${env.PORT}` });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await db.close();
  }
  process.exitCode = code;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  // the embedded database's files are this user's alone (functions/private-files.ts)
  restrictUmask();
  void main();
}
