/**
 * A self-signed certificate made at test time for localhost and 127.0.0.1 (openssl, which Debian
 * and CI have: node_modules holds no certificate generator), valid for `days` days from now; its
 * key is written only to a private temporary folder (mode 0700) and removed at once.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function makeTestCertificate(days = 1): { cert: string; key: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', String(days),
        '-subj', '/O=Lone Star Test CA/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout', keyFile, '-out', certFile,
      ],
      { stdio: 'ignore', timeout: 10_000 },
    );
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
