/**
 * Servers for the bench run in child processes, so the load generator (autocannon) and
 * Lighthouse's own work do not share the server's event loop. A child module calls
 * `serveAsChild(start)`; the bench calls `startChild(file, config)` and gets its URL back over
 * the IPC channel. The child's output is captured (server errors are counted and reported, not
 * interleaved with the table).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RunningServerLike {
  url: string;
  close(): Promise<void>;
}

export interface ChildServer {
  url: string;
  pid: number | undefined;
  /** the child's stdout and stderr lines so far (the last 200) */
  output(): string[];
  /** how many lines the child wrote to stderr */
  errorLines(): number;
  close(): Promise<void>;
}

type ReadyMessage = { type: 'ready'; url: string } | { type: 'error'; message: string };

/** True when `moduleUrl` is the file Node was asked to run. */
export function isEntry(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && moduleUrl === pathToFileURL(path.resolve(entry)).href;
}

/** In the child: starts the server with the config the parent passed, reports its URL, stops on SIGTERM or when the parent goes. */
export function serveAsChild<C>(start: (config: C) => Promise<RunningServerLike>): void {
  const config = JSON.parse(process.argv[2] ?? '{}') as C;
  const send = (message: ReadyMessage) => process.send?.(message);
  start(config).then(
    (server) => {
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        const force = setTimeout(() => process.exit(1), 10_000);
        force.unref();
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      process.once('disconnect', stop);
      send({ type: 'ready', url: server.url });
    },
    (error: unknown) => {
      send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    },
  );
}

/** In the bench: forks `file` (a TypeScript module run through tsx) and waits for its URL. */
export function startChild(file: string, config: unknown, options: { env?: NodeJS.ProcessEnv; startTimeoutMs?: number } = {}): Promise<ChildServer> {
  const lines: string[] = [];
  let errorLines = 0;
  const child: ChildProcess = fork(file, [JSON.stringify(config)], {
    execArgv: ['--import', 'tsx'],
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const collect = (stream: NodeJS.ReadableStream | null, isError: boolean) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        if (isError) errorLines += 1;
        lines.push(line);
        if (lines.length > 200) lines.shift();
      }
    });
  };
  collect(child.stdout, false);
  collect(child.stderr, true);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<ChildServer>((resolve, reject) => {
    const timeout = setTimeout(() => {
      void close();
      reject(new Error(`${path.basename(file)} did not start within ${options.startTimeoutMs ?? 60_000} ms:\n${lines.join('\n')}`));
    }, options.startTimeoutMs ?? 60_000);
    child.once('message', (message: ReadyMessage) => {
      clearTimeout(timeout);
      if (message.type === 'ready') {
        resolve({ url: message.url, pid: child.pid, output: () => [...lines], errorLines: () => errorLines, close });
      } else {
        void close();
        reject(new Error(`${path.basename(file)} failed to start: ${message.message}`));
      }
    });
    void exited.then((code) => {
      clearTimeout(timeout);
      reject(new Error(`${path.basename(file)} exited (code ${code}) before it was ready:\n${lines.join('\n')}`));
    });
  });
}
