import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of small secrets (TOTP seeds) with a key kept apart from the database
 * (SECRETS_KEY, or a key generated into DATA_DIR): AES-256-GCM from node:crypto, one fresh 96-bit
 * IV per value, stored as the text envelope
 *
 *     v1:<key id>:<iv>:<tag>:<ciphertext>        (base64url parts)
 *
 * The version names the algorithm; the key id (8 hex characters of an HMAC of the key, which
 * says nothing about the key itself) lets a node tell "sealed with another key" from "damaged",
 * and find such values with SQL before it starts. The caller's `context` (e.g. the user id) is
 * authenticated data: a value copied onto another row does not open there.
 */

const VERSION = 'v1';
const ENVELOPE = /^v1:([0-9a-f]{8}):([\w-]{16}):([\w-]{22}):([\w-]*)$/;

export class SecretBoxError extends Error {
  constructor(
    readonly reason: 'format' | 'other-key' | 'tampered',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A 32-byte key written as 64 hex characters or 43/44 base64 or base64url characters (what
 * `openssl rand -hex 32` or `openssl rand -base64 32` print); undefined when it is neither.
 */
export function parseSecretsKey(text: string): Buffer | undefined {
  const s = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(s)) return Buffer.from(s, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(s)) {
    const key = Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : undefined;
  }
  return undefined;
}

export class SecretBox {
  /** Identifies the key in envelopes (not secret: an HMAC of a fixed text under the key). */
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.keyId = createHmac('sha256', key).update('atrium secrets key id').digest('hex').slice(0, 8);
  }

  /** True when `value` is an envelope (of any key), false for anything else (e.g. a legacy plain value). */
  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}:`);
  }

  /** A `LIKE` pattern matching the envelopes of this key (key ids are hex: nothing to escape). */
  get likePattern(): string {
    return `${VERSION}:${this.keyId}:%`;
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(this.aad(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      VERSION,
      this.keyId,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join(':');
  }

  /** The plaintext of an envelope sealed by this key for `context`; throws SecretBoxError otherwise. */
  open(envelope: string, context: string): string {
    const m = ENVELOPE.exec(envelope);
    if (!m) throw new SecretBoxError('format', 'not a v1 envelope');
    const [, keyId, iv, tag, ciphertext] = m;
    if (keyId !== this.keyId) {
      throw new SecretBoxError('other-key', `sealed with key ${keyId}, this node has key ${this.keyId}`);
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(this.aad(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError('tampered', 'authentication failed (changed, or moved from another row)');
    }
  }

  private aad(context: string): Buffer {
    return Buffer.from(`${VERSION}:${this.keyId}:${context}`, 'utf8');
  }
}
