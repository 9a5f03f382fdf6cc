/**
 * A passkey in software, for tests: an ECDSA P-256 key whose public half is stored as an
 * admin's passkey (COSE, as a browser would register it) and whose answers to a sign-in's
 * challenge verify as an authenticator's would (user present and verified, a counter that moves on).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { Queryable } from '../db/index';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export interface SoftwarePasskey {
  /** the answer to a pending sign-in's `passkeyOptions.challenge` */
  answer(challenge: string): AuthenticationResponseJSON;
}

/** Makes a key, stores it as a passkey of `adminId`, and answers for the relying party `rp`. */
export async function addSoftwarePasskey(db: Queryable, adminId: number, rp: { id: string; origin: string }, now: Date): Promise<SoftwarePasskey> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key: kty EC2, alg ES256, crv P-256, x, y
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16).toString('base64url');
  await db.query(
    `insert into admin_passkeys (admin_id, credential_id, public_key, counter, transports, name, created_at) values ($1, $2, $3, 0, 'internal', 'Software key', $4)`,
    [adminId, credentialId, Buffer.from(cose).toString('base64url'), now],
  );
  let counter = 0;
  return {
    answer(challenge) {
      counter += 1;
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: rp.origin, crossOrigin: false }));
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      // rpIdHash, flags (user present 0x01 | user verified 0x04), signature counter
      const authenticatorData = Buffer.concat([sha256(rp.id), Buffer.from([0x05]), count]);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
        clientExtensionResults: {},
      };
    },
  };
}
