/**
 * The built-in development identity provider (docs/security.md "Third-party sign-in"): a small OpenID Connect
 * provider under /dev-oidc, on only with THIRD_LOGIN_DEV=on, so the whole third-party sign-in runs and is tested
 * without the internet. Its sign-in page asks for any 用户标识 and 姓名 (no password: it is for development only).
 * Codes, tokens and its signing key live in this process's memory: one instance, never production.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { AppContext } from '../../context';
import { API_PREFIX } from '../../../src/domain/api';
import { escapeHtml } from '../../lib/html';
import { routeSchema, NO_PARAMETERS, text as textValue } from '../../http/route-schemas';
import { text } from '../../http/text';
import { DEV_CLIENT_ID, DEV_SOURCE, thirdLoginSettings } from '../../services/third-login';

export const DEV_PATH = '/dev-oidc';
const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 300;
/** The secret the server's own client uses (it never leaves this process). */
export const DEV_CLIENT_SECRET = randomBytes(24).toString('base64url');

interface Grant {
  sub: string;
  name: string;
  nonce: string | null;
  challenge: string;
  redirectUri: string;
  until: number;
}
const codes = new Map<string, Grant>();
const accessTokens = new Map<string, { sub: string; name: string; until: number }>();
let keys: Promise<{ privateKey: CryptoKey; jwk: JWK }> | null = null;

function signingKey() {
  keys ??= generateKeyPair('ES256').then(async ({ privateKey, publicKey }) => ({
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid: 'dev-1', alg: 'ES256', use: 'sig' },
  }));
  return keys;
}

/** This server's address as the request names it (the development provider is reached where the app is). */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
export const devIssuer = (origin: string) => `${origin}${API_PREFIX}${DEV_PATH}`;
/** The only address the development provider sends its codes to. */
export const devRedirectUri = (origin: string) => `${origin}${API_PREFIX}/sys/thirdLogin/${DEV_SOURCE}/callback`;

function sweep(now: number) {
  for (const [k, v] of codes) if (v.until < now) codes.delete(k);
  for (const [k, v] of accessTokens) if (v.until < now) accessTokens.delete(k);
}

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_POLICY)
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>开发测试身份源</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f5}main{max-width:360px;margin:auto;background:#fff;padding:24px;border-radius:8px}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font-size:16px}.note{color:#a15c00;font-size:13px}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:10px;font-size:16px}</style></head><body><main>${body}</main></body></html>`,
    );
}

type Params = Record<string, string>;
const paramsOf = (value: unknown): Params =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, text(v)]));

/** The authorization request's problem, or null: only this server's client, its callback, a code with PKCE. */
function authorizeProblem(p: Params, origin: string): string | null {
  if (p.client_id !== DEV_CLIENT_ID) return '未知的客户端';
  if (p.redirect_uri !== devRedirectUri(origin)) return '回调地址不正确';
  if ((p.response_type ?? 'code') !== 'code') return '只支持授权码方式';
  if (!p.code_challenge || p.code_challenge_method !== 'S256') return '缺少PKCE校验码';
  if (!p.state) return '缺少state参数';
  return null;
}

const FORWARDED = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge'] as const;
const AUTHORIZE_SCHEMA = routeSchema({
  query: Object.fromEntries([...FORWARDED, 'code_challenge_method'].map((k) => [k, textValue(k)])),
});
const CONSENT_SCHEMA = routeSchema({
  body: Object.fromEntries(
    [...FORWARDED, 'code_challenge_method', 'sub', 'name', 'decision'].map((k) => [k, textValue(k)]),
  ),
});
const TOKEN_SCHEMA = routeSchema({
  body: Object.fromEntries(
    ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'client_id', 'client_secret'].map((k) => [k, textValue(k)]),
  ),
});

function tokenError(reply: FastifyReply, error: string) {
  return reply.code(400).header('cache-control', 'no-store').send({ error });
}

function clientOf(request: FastifyRequest, body: Params): { id: string; secret: string } {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: body.client_id ?? '', secret: body.client_secret ?? '' };
}

export async function devIdentityProviderRoutes(api: FastifyInstance, ctx: AppContext) {
  await api.register(async (app) => {
    // Its sign-in form and token requests come form-encoded (OAuth 2.0); nowhere else in the API.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const open = { public: true } as const;
    app.addHook('onRequest', async (_request, reply) => {
      if (!thirdLoginSettings().dev)
        return reply.code(404).send({ error: 'not_found', message: '开发测试身份源未启用' });
      return undefined;
    });

    app.get(
      `${DEV_PATH}/.well-known/openid-configuration`,
      { config: open, schema: NO_PARAMETERS },
      async (request) => {
        const issuer = devIssuer(requestOrigin(request));
        return {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['ES256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          scopes_supported: ['openid', 'profile'],
        };
      },
    );

    app.get(`${DEV_PATH}/jwks`, { config: open, schema: NO_PARAMETERS }, async () => ({
      keys: [(await signingKey()).jwk],
    }));

    app.get(`${DEV_PATH}/authorize`, { config: open, schema: AUTHORIZE_SCHEMA }, async (request, reply) => {
      const p = paramsOf(request.query);
      const problem = authorizeProblem(p, requestOrigin(request));
      if (problem) return page(reply, 400, `<h1>登录请求无效</h1><p>${escapeHtml(problem)}</p>`);
      const hidden = [...FORWARDED, 'code_challenge_method']
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p[k] ?? '')}">`)
        .join('');
      return page(
        reply,
        200,
        `<h1>开发测试身份源</h1><p class="note">仅供开发和测试使用，生产环境请勿开启（THIRD_LOGIN_DEV）。</p>
<form method="post" action="${API_PREFIX}${DEV_PATH}/authorize">${hidden}
<label for="sub">用户标识</label><input id="sub" name="sub" required maxlength="64" pattern="[A-Za-z0-9_.@-]+" value="dev-user">
<label for="name">姓名</label><input id="name" name="name" required maxlength="30" value="开发用户">
<div class="actions"><button type="submit" name="decision" value="deny">拒绝</button><button type="submit" name="decision" value="allow">同意授权</button></div>
</form>`,
      );
    });

    app.post(`${DEV_PATH}/authorize`, { config: open, schema: CONSENT_SCHEMA }, async (request, reply) => {
      const p = paramsOf(request.body);
      const problem = authorizeProblem(p, requestOrigin(request));
      if (problem) return page(reply, 400, `<h1>登录请求无效</h1><p>${escapeHtml(problem)}</p>`);
      const back = new URL(p.redirect_uri!);
      back.searchParams.set('state', p.state!);
      const sub = (p.sub ?? '').trim();
      if (p.decision !== 'allow' || !/^[A-Za-z0-9_.@-]{1,64}$/.test(sub)) {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.href, 302);
      }
      const now = ctx.now();
      sweep(now);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        sub,
        name: (p.name ?? '').trim().slice(0, 30) || sub,
        nonce: p.nonce || null,
        challenge: p.code_challenge!,
        redirectUri: p.redirect_uri!,
        until: now + CODE_TTL_MS,
      });
      back.searchParams.set('code', code);
      return reply.redirect(back.href, 302);
    });

    app.post(`${DEV_PATH}/token`, { config: open, schema: TOKEN_SCHEMA }, async (request, reply) => {
      const p = paramsOf(request.body);
      const client = clientOf(request, p);
      if (client.id !== DEV_CLIENT_ID || client.secret !== DEV_CLIENT_SECRET)
        return reply.code(401).send({ error: 'invalid_client' });
      if (p.grant_type !== 'authorization_code') return tokenError(reply, 'unsupported_grant_type');
      const grant = codes.get(p.code ?? '');
      codes.delete(p.code ?? '');
      const now = ctx.now();
      if (!grant || grant.until < now || grant.redirectUri !== p.redirect_uri)
        return tokenError(reply, 'invalid_grant');
      const challenge = createHash('sha256')
        .update(p.code_verifier ?? '')
        .digest('base64url');
      if (challenge !== grant.challenge) return tokenError(reply, 'invalid_grant');
      const { privateKey } = await signingKey();
      const idToken = await new SignJWT({
        name: grant.name,
        preferred_username: grant.sub,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', kid: 'dev-1' })
        .setIssuer(devIssuer(requestOrigin(request)))
        .setAudience(DEV_CLIENT_ID)
        .setSubject(grant.sub)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + TOKEN_TTL_S)
        .sign(privateKey);
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, { sub: grant.sub, name: grant.name, until: now + TOKEN_TTL_S * 1000 });
      return reply.header('cache-control', 'no-store').send({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_S,
        id_token: idToken,
        scope: 'openid profile',
      });
    });

    app.get(`${DEV_PATH}/userinfo`, { config: open, schema: NO_PARAMETERS }, async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const found = accessTokens.get(bearer);
      if (!found || found.until < ctx.now()) return reply.code(401).send({ error: 'invalid_token' });
      return { sub: found.sub, name: found.name, preferred_username: found.sub };
    });
  });
}
