/**
 * A tiny local stand-in for the one OpenAI endpoint the assistant uses (`POST /v1/chat/completions`),
 * reached through OPENAI_BASE_URL, so tests drive the real `openai` SDK without the network. It
 * records every request and answers what the test scripted: a reply, an HTTP error, or silence.
 * A request with `stream: true` gets its reply as chat completion chunks (`data: {...}` events,
 * then `data: [DONE]`), each written as soon as it is due; a test can hold a chunk back until it
 * has seen the ones before reach the visitor, or make the model fall silent mid-reply.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedOpenAiRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    max_completion_tokens?: number;
    max_tokens?: number;
    safety_identifier?: string;
    user?: string;
    [key: string]: unknown;
  };
}

export type FakeOpenAiBehaviour =
  | { kind: 'reply'; text: string }
  | { kind: 'error'; status: number; headers?: Record<string, string> }
  /** accepts the request and never answers: the client's timeout */
  | { kind: 'hang' }
  /**
   * The reply in these pieces (joined when the request is not streamed). `hold`: the piece at
   * `before` is written only once `until` settles. `hangAfter`: after that many pieces the model
   * falls silent and the response never ends.
   */
  | { kind: 'stream'; chunks: readonly string[]; hold?: { before: number; until: Promise<unknown> }; hangAfter?: number };

export interface FakeOpenAi {
  /** the base URL to give the SDK (ends in /v1) */
  url: string;
  requests: RecordedOpenAiRequest[];
  /** what the next requests get; a reply by default */
  behave(behaviour: FakeOpenAiBehaviour): void;
  close(): Promise<void>;
}

export const fakeReply = 'Our Pro A/B testing plan is $29/month: see /ab-testing. (fake model)';

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** A reply cut into pieces as a model streams it: a word (with the space before it) at a time. */
const piecesOf = (text: string): string[] => text.match(/\s*\S+/g) ?? [text];

async function sendStream(
  res: ServerResponse,
  id: string,
  model: string,
  chunks: readonly string[],
  { hold, hangAfter }: { hold?: { before: number; until: Promise<unknown> } | undefined; hangAfter?: number | undefined } = {},
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_763_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  for (const [index, piece] of chunks.entries()) {
    if (hangAfter !== undefined && index >= hangAfter) return;
    if (hold && index === hold.before) await hold.until.catch(() => {});
    if (res.destroyed) return;
    res.write(chunk(index === 0 ? { role: 'assistant', content: piece } : { content: piece }, null));
  }
  if (hangAfter !== undefined && chunks.length >= hangAfter) return;
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const completion = (id: string, model: string, text: string) => ({
  id,
  object: 'chat.completion',
  created: 1_763_000_000,
  model,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text, refusal: null } }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedOpenAiRequest[] = [];
  let behaviour: FakeOpenAiBehaviour = { kind: 'reply', text: fakeReply };
  const sockets = new Set<Socket>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await read(req);
    let body: RecordedOpenAiRequest['body'];
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      send(res, 400, { error: { message: 'invalid JSON', type: 'invalid_request_error' } });
      return;
    }
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      send(res, 404, { error: { message: `Unknown path ${url.pathname}`, type: 'invalid_request_error' } });
      return;
    }
    if (req.headers.authorization !== 'Bearer sk-test-fake') {
      send(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
      return;
    }
    const id = `chatcmpl-fake-${requests.length}`;
    const model = body.model ?? 'unknown';
    if (body.stream === true && (behaviour.kind === 'reply' || behaviour.kind === 'stream')) {
      const chunks = behaviour.kind === 'reply' ? piecesOf(behaviour.text) : behaviour.chunks;
      await sendStream(res, id, model, chunks, behaviour.kind === 'stream' ? behaviour : {});
      return;
    }
    switch (behaviour.kind) {
      case 'hang':
        return;
      case 'stream':
        send(res, 200, completion(id, model, behaviour.chunks.join('')));
        return;
      case 'error':
        send(res, behaviour.status, { error: { message: `fake failure ${behaviour.status}`, type: 'server_error' } }, behaviour.headers);
        return;
      case 'reply':
        send(res, 200, completion(id, model, behaviour.text));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep the server open forever.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The API key the fake accepts. */
export const fakeOpenAiKey = 'sk-test-fake';
