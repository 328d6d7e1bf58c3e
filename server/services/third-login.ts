/**
 * Third-party sign-in (docs/security.md "Third-party sign-in"): standard OAuth 2.0 / OpenID Connect providers,
 * spoken through openid-client (discovery, PKCE, state, nonce, ID token checks), configured by environment:
 *
 * - THIRD_LOGIN_SOURCES=github,company: the sources the login page offers, each with
 *   THIRD_LOGIN_<SOURCE>_CLIENT_ID and _CLIENT_SECRET, and either _ISSUER (OpenID Connect, by discovery) or
 *   _AUTHORIZE_URL, _TOKEN_URL and _USERINFO_URL (plain OAuth 2.0, as GitHub); optional _SCOPE and _TITLE;
 * - THIRD_LOGIN_DEV=on: the built-in development provider `dev` (routes/system/dev-identity-provider.ts);
 * - THIRD_LOGIN_APP_ORIGINS: origins besides the server's own that may receive the popup's answer (a client
 *   served from another address).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysThirdAccount, sysThirdTicket } from '../db/schema';
import { newId } from '../db/ids';
import { formatDateTime } from '../time';

export const THIRD_MESSAGES = {
  failed: '登录失败',
  bindPrefix: '绑定手机号',
  unknownSource: '未启用该第三方登录方式',
  tokenInvalid: 'token验证失败',
  captchaWrong: '验证码错误',
  bindExpired: '第三方登录已失效，请重新登录',
  signedIn: '登录成功',
} as const;

/** How long the popup may stay at the provider, and how long the 绑定手机号 dialog may stay open. */
export const STATE_TTL_MS = 10 * 60 * 1000;
export const BIND_TTL_MS = 15 * 60 * 1000;
export const DEV_SOURCE = 'dev';
/** Client credentials the server uses with its own development provider (it talks to it in-process). */
export const DEV_CLIENT_ID = 'exam-dev-client';

const KNOWN_TITLES: Record<string, string> = {
  github: 'GitHub',
  wechat_enterprise: '企业微信',
  dingtalk: '钉钉',
  wechat_open: '微信',
  [DEV_SOURCE]: '开发测试身份源',
};
const SOURCE_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;

export interface ThirdProvider {
  source: string;
  title: string;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer (discovery); absent for plain OAuth 2.0. */
  issuer?: string;
  authorizeUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  scope: string;
}

export interface ThirdLoginSettings {
  providers: ThirdProvider[];
  dev: boolean;
  appOrigins: string[];
}

/** The providers the environment configures completely (one with a missing setting is left out, not half on). */
export function thirdLoginSettings(env: NodeJS.ProcessEnv = process.env): ThirdLoginSettings {
  const dev = (env.THIRD_LOGIN_DEV ?? '').trim().toLowerCase() === 'on';
  const providers: ThirdProvider[] = [];
  const sources = (env.THIRD_LOGIN_SOURCES ?? '').split(',').map((s) => s.trim().toLowerCase());
  for (const source of new Set(sources)) {
    if (!SOURCE_PATTERN.test(source) || source === DEV_SOURCE) continue;
    const get = (key: string) => env[`THIRD_LOGIN_${source.toUpperCase()}_${key}`]?.trim() || undefined;
    const clientId = get('CLIENT_ID');
    const clientSecret = get('CLIENT_SECRET');
    const issuer = get('ISSUER');
    const authorizeUrl = get('AUTHORIZE_URL');
    const tokenUrl = get('TOKEN_URL');
    const userinfoUrl = get('USERINFO_URL');
    if (!clientId || !clientSecret || !(issuer || (authorizeUrl && tokenUrl && userinfoUrl))) continue;
    providers.push({
      source,
      title: get('TITLE') ?? KNOWN_TITLES[source] ?? source,
      clientId,
      clientSecret,
      ...(issuer ? { issuer } : { authorizeUrl, tokenUrl, userinfoUrl }),
      scope: get('SCOPE') ?? (issuer ? 'openid profile' : ''),
    });
  }
  const appOrigins = (env.THIRD_LOGIN_APP_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter((s) => /^https?:\/\/[^/]+$/.test(s));
  return { providers, dev, appOrigins };
}

/** The sources the login page shows, with their titles (getEnabledType). */
export function enabledSources(settings: ThirdLoginSettings): { source: string; title: string }[] {
  const list = settings.providers.map(({ source, title }) => ({ source, title }));
  if (settings.dev) list.push({ source: DEV_SOURCE, title: KNOWN_TITLES[DEV_SOURCE]! });
  return list;
}

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest('hex');

/** Keeps a one-use ticket (its hash) until `ttlMs` from now; stale ones of any kind go at the same time. */
export async function saveTicket(
  ctx: AppContext,
  ticket: string,
  row: Omit<typeof sysThirdTicket.$inferInsert, 'ticketHash' | 'expiresAt'>,
  ttlMs: number,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.delete(sysThirdTicket).where(lt(sysThirdTicket.expiresAt, now));
  await ctx.db.insert(sysThirdTicket).values({ ...row, ticketHash: hashTicket(ticket), expiresAt: now + ttlMs });
}

/** The live ticket of `kind`; `take` uses it up (a replay finds nothing). */
export async function findTicket(ctx: AppContext, ticket: string, kind: 'state' | 'bind', take: boolean) {
  if (!ticket || ticket.length > 200) return undefined;
  const where = and(eq(sysThirdTicket.ticketHash, hashTicket(ticket)), eq(sysThirdTicket.kind, kind));
  const [row] = take
    ? await ctx.db.delete(sysThirdTicket).where(where).returning()
    : await ctx.db.select().from(sysThirdTicket).where(where).limit(1);
  return row && row.expiresAt > ctx.now() ? row : undefined;
}

export const newTicket = () => randomBytes(32).toString('base64url');

/** Who the provider says signed in. */
export interface ThirdIdentity {
  uuid: string;
  username: string | null;
  realname: string | null;
  avatar: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

/** Reads an identity from ID token claims or a userinfo answer (OpenID Connect names first, then GitHub's). */
export function identityOf(claims: Record<string, unknown>): ThirdIdentity | null {
  const uuid = str(claims.sub) ?? str(claims.id) ?? str(claims.userid) ?? str(claims.unionid);
  if (!uuid || uuid.length > 100) return null;
  const cut = (v: string | null, n: number) => (v ? v.slice(0, n) : null);
  return {
    uuid,
    username: cut(str(claims.preferred_username) ?? str(claims.login) ?? str(claims.nickname), 100),
    realname: cut(str(claims.name) ?? str(claims.nick) ?? str(claims.preferred_username) ?? str(claims.login), 100),
    avatar: cut(str(claims.picture) ?? str(claims.avatar_url) ?? str(claims.avatarUrl), 255),
  };
}

/** The third-party account of `identity`, created on first use (unbound); realname and avatar kept current. */
export async function thirdAccountFor(ctx: AppContext, source: string, identity: ThirdIdentity) {
  const now = formatDateTime(new Date(ctx.now()));
  const key = and(
    eq(sysThirdAccount.thirdType, source),
    eq(sysThirdAccount.thirdUserId, identity.uuid),
    eq(sysThirdAccount.tenantId, 0),
  );
  const [found] = await ctx.db.select().from(sysThirdAccount).where(key).limit(1);
  if (found) {
    const [row] = await ctx.db
      .update(sysThirdAccount)
      .set({
        realname: identity.realname ?? found.realname,
        avatar: identity.avatar ?? found.avatar,
        updateTime: now,
      })
      .where(eq(sysThirdAccount.id, found.id))
      .returning();
    return row!;
  }
  const [row] = await ctx.db
    .insert(sysThirdAccount)
    .values({
      id: newId(ctx.now()),
      thirdType: source,
      thirdUserId: identity.uuid,
      thirdUserUuid: identity.uuid,
      realname: identity.realname,
      avatar: identity.avatar,
      status: 1,
      delFlag: 0,
      tenantId: 0,
      createBy: source,
      createTime: now,
    })
    // Two callbacks of one person at once: the second finds the first's row.
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [again] = await ctx.db.select().from(sysThirdAccount).where(key).limit(1);
  return again!;
}

/** openid-client's view of a provider; `fetch` replaces the network (the in-process development provider). */
export async function providerConfiguration(
  provider: ThirdProvider,
  fetchImpl?: oidc.CustomFetch,
): Promise<oidc.Configuration> {
  const insecure = [provider.issuer, provider.tokenUrl].some((u) => u?.startsWith('http:'));
  if (provider.issuer) {
    const cached = discovered.get(provider.issuer);
    if (cached && cached.until > Date.now() && !fetchImpl) return cached.config;
    const config = await oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      ...(fetchImpl ? { [oidc.customFetch]: fetchImpl } : {}),
      timeout: 10,
    });
    if (!fetchImpl) discovered.set(provider.issuer, { config, until: Date.now() + DISCOVERY_CACHE_MS });
    return config;
  }
  const config = new oidc.Configuration(
    {
      issuer: new URL(provider.authorizeUrl!).origin,
      authorization_endpoint: provider.authorizeUrl,
      token_endpoint: provider.tokenUrl,
    },
    provider.clientId,
    provider.clientSecret,
  );
  if (insecure) oidc.allowInsecureRequests(config);
  if (fetchImpl) config[oidc.customFetch] = fetchImpl;
  return config;
}

const DISCOVERY_CACHE_MS = 10 * 60 * 1000;
const discovered = new Map<string, { config: oidc.Configuration; until: number }>();

/** The provider's sign-in address for a new popup; its state, PKCE verifier and nonce are kept for the callback. */
export async function startSignIn(
  ctx: AppContext,
  provider: ThirdProvider,
  config: oidc.Configuration,
  redirectUri: string,
): Promise<{ url: string; state: string }> {
  const state = oidc.randomState();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = provider.issuer ? oidc.randomNonce() : null;
  await saveTicket(
    ctx,
    state,
    { kind: 'state', source: provider.source, codeVerifier, nonce, redirectUri },
    STATE_TTL_MS,
  );
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider.scope) params.scope = provider.scope;
  if (nonce) params.nonce = nonce;
  return { url: oidc.buildAuthorizationUrl(config, params).href, state };
}

/** Exchanges the callback's code (checking state, PKCE and, for OpenID Connect, the ID token) for the identity. */
export async function finishSignIn(
  provider: ThirdProvider,
  config: oidc.Configuration,
  callbackUrl: URL,
  ticket: { state: string; codeVerifier: string | null; nonce: string | null },
): Promise<ThirdIdentity | null> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: ticket.state,
    pkceCodeVerifier: ticket.codeVerifier ?? undefined,
    expectedNonce: ticket.nonce ?? undefined,
    idTokenExpected: Boolean(provider.issuer),
  });
  if (provider.issuer) {
    const claims = tokens.claims();
    if (!claims) return null;
    let all: Record<string, unknown> = claims;
    if (!claims.name && config.serverMetadata().userinfo_endpoint)
      all = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    return identityOf(all);
  }
  const res = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(provider.userinfoUrl!), 'GET');
  if (!res.ok) return null;
  return identityOf((await res.json()) as Record<string, unknown>);
}
