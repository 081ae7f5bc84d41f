import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isUuid } from '@atrium/schema';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export const ACCESS_TOKEN_TYPE = 'access';
const ISSUER = 'atrium';
const AUDIENCE = 'atrium-api';

/** The claims of an access token that matter to the server. */
export interface AccessClaims {
  sub: string;
  sid: string;
}

/**
 * Access tokens are HS256 JWTs: `{sub: user id, sid: session id, typ: 'access', iss, aud, iat,
 * exp}`, valid ACCESS_TOKEN_TTL (≤ 15 min). Verification accepts HS256 only (so `alg: none` and
 * algorithm-confusion tokens fail), checks issuer, audience, expiry and the type claim.
 * Refresh, reset and verification tokens are opaque random strings stored as sha256 hashes.
 */
@Injectable()
export class AccessTokenService {
  private readonly jwt: JwtService;
  /**
   * Tokens already verified, by their exact text (which includes the signature), with their
   * expiry: a client sends the same token for up to 15 minutes, and the HMAC, base64 and JSON
   * work of a full verification is most of what authentication costs per request. Expiry is
   * still checked on every use; bounded, oldest dropped first.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  static readonly verifiedCacheSize = 10_000;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.jwt = new JwtService({
      // A KeyObject made once: given the string, jsonwebtoken would build one on every call,
      // which costs ~40 times the HMAC itself.
      secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
      signOptions: {
        algorithm: 'HS256',
        issuer: ISSUER,
        audience: AUDIENCE,
        expiresIn: config.auth.accessTokenTtl,
      },
      verifyOptions: { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, clockTolerance: 5 },
    });
  }

  sign(userId: string, sessionId: string): { accessToken: string; expiresAt: number } {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = this.jwt.sign({ sub: userId, sid: sessionId, typ: ACCESS_TOKEN_TYPE, iat: now });
    return { accessToken, expiresAt: now + this.config.auth.accessTokenTtl };
  }

  /** The claims of a valid access token, or undefined for anything else (never throws). */
  verify(token: string): AccessClaims | undefined {
    if (token.length > 4096) return undefined;
    const hit = this.verified.get(token);
    if (hit) {
      if (Date.now() < hit.expiresAtMs) return hit.claims;
      this.verified.delete(token);
      return undefined;
    }
    let payload: Record<string, unknown>;
    try {
      payload = this.jwt.verify<Record<string, unknown>>(token);
    } catch {
      return undefined;
    }
    const { sub, sid, typ, exp } = payload;
    if (typ !== ACCESS_TOKEN_TYPE || !isUuid(sub) || !isUuid(sid) || typeof exp !== 'number')
      return undefined;
    const claims = { sub, sid };
    if (this.verified.size >= AccessTokenService.verifiedCacheSize) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    // The same tolerance as the full check (clockTolerance 5 s), so both agree on expiry.
    this.verified.set(token, { claims, expiresAtMs: (exp + 5) * 1000 });
    return claims;
  }
}

/** 256 random bits, base64url: refresh, reset and verification tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of an opaque token (they carry 256 bits, so an unsalted hash is enough). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
