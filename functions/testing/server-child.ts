/**
 * The real server (startServer, as `functions/node-server.ts` runs it) in a child process, for
 * tests that kill it: configured by the environment like node-server, with no static site.
 * It prints one line, `{"port":1234}`, once it listens. It leaves when its parent does (stdin
 * closes), so a crashed test run leaves no server behind, and stops cleanly on SIGTERM.
 */
import { startServer } from '../node-server';

const running = await startServer({ quiet: true, nightlyBackups: false });
process.stdout.write(`${JSON.stringify({ port: running.port })}\n`);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  // tests wait for this line before checking that new connections are refused
  process.stdout.write(`${JSON.stringify({ stopping: true })}\n`);
  running.close().then(
    () => process.exit(code),
    (error) => {
      console.error('close failed', error);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => stop(0));
process.stdin.on('end', () => stop(0));
process.stdin.resume();
