/**
 * Configuration comes only from environment variables (each listed in the README with its
 * default), so the same build runs offline with sandboxes or against real services.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_BRAND_NAME } from '../domain/brand';

export interface AppConfig {
  host: string;
  port: number;
  /**
   * The address tenants and managers reach the portal at (no trailing slash): printed on every
   * evidence of insurance as the verification link and its QR code.
   */
  publicUrl: string;
  /** PostgreSQL when set; otherwise embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Connections each server opens to PostgreSQL at most (README: Running past one machine). */
  databasePoolSize: number;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir: string;
  /** Load the demo world into an empty database at start. */
  seedDemoData: boolean;
  /** Built client served as static files; null serves the API only. */
  clientDir: string | null;
  /**
   * A diagnostics snapshot file `npm run replay` opens: served at
   * /replay/snapshot.json for the /replay page. Unset (the default) serves nothing there.
   */
  replayFile: string | null;
  logLevel: string;
  /**
   * How long SIGTERM/SIGINT may take to finish the requests in flight and stop the jobs worker
   * (main.ts); past it the process logs why and exits 1.
   */
  shutdownTimeoutMs: number;
  /**
   * The product's name and logo (the texts say 'the product' for the name): the page title,
   * header, favicon, web app manifest and mails. The logo is an SVG file; null uses the built-in
   * one.
   */
  brand: { name: string; logoFile: string | null };
  /** Range of client API versions this server accepts (docs/product.md "Version check", "Calls" GET /version). */
  version: { min: number; max: number; heading: string | null; message: string | null };
  /**
   * Session lifetimes, and how long a replica trusts a session it looked up (auth/sessionCache.ts):
   * a session revoked on another replica still passes on this one for at most that long.
   */
  session: { ttlHours: number; rememberDays: number; cacheSeconds: number };
  /**
   * The longest a replica keeps a signed-in read (db/readCache.ts): it forgets it as soon as the
   * database says its data changed; this bounds a late notification. 0 keeps nothing.
   */
  readCacheSeconds: number;
  support: { email: string; phone: string };
  servedStates: string[];
  defaultInterestedPartyMailingAddress: string;
  twoFactor: { gracePeriodDays: number };
  /**
   * Keys for TOTP secrets at rest and for hashing short codes are derived from it. Null in
   * development: a fixed default is used and a warning is logged at start.
   */
  appSecret: string | null;
  /**
   * The processes that read uploaded PDFs (proofs/reader/pool.ts): at most `readers`
   * at once over the whole server, `queue` uploads waiting beyond them (more answer 503 with
   * Retry-After), each reading killed past `timeoutMs` or `memoryMb` of resident memory.
   */
  proofReader: { readers: number; queue: number; timeoutMs: number; memoryMb: number };
  /** Outgoing mail: the database outbox (default) or SMTP when `smtpUrl` is set. */
  mail: { smtpUrl: string | null; from: string };
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For (the per-address rate
   * limits would otherwise count every tenant as the proxy).
   */
  trustProxy: boolean;
  /**
   * The bearer token GET /metrics asks for (docs/operations.md "Metrics"); null refuses every
   * scrape, so metrics are never public by default.
   */
  metricsToken: string | null;
  /** Log-in attempts allowed per client address in 15 minutes. */
  loginAttemptsPerAddress: number;
  /** Anonymous e-mail and invitation lookups allowed per client address in 10 minutes. */
  lookupsPerAddress: number;
  /**
   * A purchase 'processing' this long without progress is taken over by the recovery job
   * (its request is taken to have died): issued, refunded or failed.
   */
  purchaseRecoverySeconds: number;
  /**
   * The partner carrier's portal where its policyholders manage their policy: the dashboard's
   * 'Manage Policy' continues there (docs/product.md "Dashboard"). Null hides the button.
   */
  partnerPortalUrl: string | null;
  links: Record<
    | 'home'
    | 'faq'
    | 'blog'
    | 'terms'
    | 'contact'
    | 'forgotPassword'
    | 'facebook'
    | 'instagram'
    | 'linkedin'
    | 'twitter',
    string
  >;
  services: {
    payments: 'sandbox' | 'stripe';
    stripePublishableKey: string | null;
    /** Server-side Stripe key; required with `payments: 'stripe'` (checked at start). */
    stripeSecretKey: string | null;
    bankLink: 'sandbox' | 'plaid';
    /** Plaid's keys and environment; clientId and secret required with `bankLink: 'plaid'`. */
    plaid: {
      clientId: string | null;
      secret: string | null;
      env: 'sandbox' | 'development' | 'production';
    };
    maps: 'sandbox' | 'google';
    googleMapsApiKey: string | null;
    /** Base URL of the carrier's tokenization service; the built-in sandbox by default. */
    tokenizationUrl: string;
    /** The carrier behind address validation, underwriting, quotes and disclosures. */
    carrier: 'sandbox';
    /** The sandbox carrier's answer time for a quote, as a real carrier's network call. */
    carrierSandboxDelayMs: number;
  };
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value <= 0) throw new Error(`${name} must be a positive integer, got "${env[name]}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

function optional(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** Only the built-in sandbox carrier exists so far; a real carrier adds its name here. */
function carrierProvider(env: Env): 'sandbox' {
  const raw = env.CARRIER_PROVIDER;
  if (raw === undefined || raw === '' || raw === 'sandbox') return 'sandbox';
  throw new Error(
    `CARRIER_PROVIDER "${raw}" is not available: only the built-in "sandbox" carrier exists so far. Unset CARRIER_PROVIDER or set it to sandbox.`,
  );
}

const ALL_SERVED_STATES =
  'AL,AZ,AR,CA,CO,CT,DE,FL,GA,ID,IL,IN,IA,KS,KY,LA,ME,MD,MI,MN,MS,MO,MT,NE,NV,NH,NJ,NM,NY,NC,ND,OH,OK,OR,PA,RI,SC,SD,TN,TX,UT,VT,VA,WA,WV,WI,WY';

/**
 * A real payments or bank-link provider without its keys would fail at the tenant's first save:
 * refuse to start instead, naming what is missing.
 */
function checkServices(services: AppConfig['services']): void {
  const missing = (provider: string, names: string[]) =>
    new Error(
      `${provider} needs ${names.join(' and ')}: set ${names.length > 1 ? 'them' : 'it'}, or unset ${provider.split('=')[0]} to use the sandbox.`,
    );
  if (services.payments === 'stripe') {
    const names = [
      ...(services.stripeSecretKey ? [] : ['STRIPE_SECRET_KEY']),
      ...(services.stripePublishableKey ? [] : ['STRIPE_PUBLISHABLE_KEY']),
    ];
    if (names.length) throw missing('PAYMENTS_PROVIDER=stripe', names);
  }
  if (services.bankLink === 'plaid') {
    const names = [
      ...(services.plaid.clientId ? [] : ['PLAID_CLIENT_ID']),
      ...(services.plaid.secret ? [] : ['PLAID_SECRET']),
    ];
    if (names.length) throw missing('BANK_LINK_PROVIDER=plaid', names);
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const config = readConfig(env);
  checkServices(config.services);
  return config;
}

function readConfig(env: Env): AppConfig {
  const site = text(env, 'MARKETING_SITE_URL', 'https://www.example.com');
  const brandName = text(env, 'BRAND_NAME', DEFAULT_BRAND_NAME);
  const port = int(env, 'PORT', 3000);
  return {
    host: text(env, 'HOST', '127.0.0.1'),
    port,
    publicUrl: text(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: optional(env, 'DATABASE_URL') ?? undefined,
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10),
    dataDir: text(env, 'DATA_DIR', resolve(process.cwd(), '.data/pglite')),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', true),
    clientDir:
      env.CLIENT_DIR === '' ? null : text(env, 'CLIENT_DIR', resolve(process.cwd(), 'dist/client')),
    replayFile: optional(env, 'REPLAY_FILE') ?? null,
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    shutdownTimeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    brand: { name: brandName, logoFile: optional(env, 'BRAND_LOGO_FILE') },
    version: {
      min: int(env, 'CLIENT_VERSION_MIN', 6),
      max: int(env, 'CLIENT_VERSION_MAX', 6),
      heading: optional(env, 'VERSION_HEADING'),
      message: optional(env, 'VERSION_MESSAGE'),
    },
    session: {
      ttlHours: int(env, 'SESSION_TTL_HOURS', 12),
      rememberDays: int(env, 'SESSION_REMEMBER_DAYS', 30),
      cacheSeconds: int(env, 'SESSION_CACHE_SECONDS', 5),
    },
    readCacheSeconds: int(env, 'READ_CACHE_SECONDS', 5),
    support: {
      email: text(env, 'SUPPORT_EMAIL', 'support@example.com'),
      phone: text(env, 'SUPPORT_PHONE', '(608) 555-0100'),
    },
    servedStates: text(env, 'SERVED_STATES', ALL_SERVED_STATES)
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
    defaultInterestedPartyMailingAddress: text(
      env,
      'DEFAULT_INTERESTED_PARTY_ADDRESS',
      'PO Box 620, Middleton, WI 53562',
    ),
    twoFactor: { gracePeriodDays: int(env, 'TWO_FACTOR_GRACE_DAYS', 30) },
    appSecret: optional(env, 'APP_SECRET'),
    proofReader: {
      // One core for the server's thread and its database, the others for reading.
      readers: positiveInt(env, 'PROOF_READERS', Math.max(1, availableParallelism() - 1)),
      queue: int(env, 'PROOF_READ_QUEUE', 8),
      timeoutMs: positiveInt(env, 'PROOF_READ_TIMEOUT_MS', 30_000),
      memoryMb: positiveInt(env, 'PROOF_READER_MEMORY_MB', 768),
    },
    mail: {
      smtpUrl: optional(env, 'SMTP_URL'),
      from: text(env, 'MAIL_FROM', `${brandName} <no-reply@example.com>`),
    },
    trustProxy: bool(env, 'TRUST_PROXY', false),
    metricsToken: optional(env, 'METRICS_TOKEN') ?? null,
    loginAttemptsPerAddress: int(env, 'LOGIN_ATTEMPTS_PER_ADDRESS', 30),
    lookupsPerAddress: int(env, 'LOOKUPS_PER_ADDRESS', 30),
    purchaseRecoverySeconds: int(env, 'PURCHASE_RECOVERY_SECONDS', 30),
    partnerPortalUrl:
      env.PARTNER_PORTAL_URL === ''
        ? null
        : text(env, 'PARTNER_PORTAL_URL', 'https://partner-portal.example.com'),
    links: {
      home: site,
      faq: `${site}/faq`,
      blog: `${site}/blog`,
      terms: `${site}/terms`,
      contact: `${site}/contact`,
      forgotPassword: text(env, 'FORGOT_PASSWORD_URL', `${site}/forgot-password`),
      facebook: 'https://www.facebook.com/',
      instagram: 'https://www.instagram.com/',
      linkedin: 'https://www.linkedin.com/',
      twitter: 'https://x.com/',
    },
    services: {
      payments: oneOf(env, 'PAYMENTS_PROVIDER', ['sandbox', 'stripe'] as const, 'sandbox'),
      stripePublishableKey: optional(env, 'STRIPE_PUBLISHABLE_KEY'),
      stripeSecretKey: optional(env, 'STRIPE_SECRET_KEY'),
      bankLink: oneOf(env, 'BANK_LINK_PROVIDER', ['sandbox', 'plaid'] as const, 'sandbox'),
      plaid: {
        clientId: optional(env, 'PLAID_CLIENT_ID'),
        secret: optional(env, 'PLAID_SECRET'),
        env: oneOf(env, 'PLAID_ENV', ['sandbox', 'development', 'production'] as const, 'sandbox'),
      },
      maps: optional(env, 'GOOGLE_MAPS_API_KEY') ? 'google' : 'sandbox',
      googleMapsApiKey: optional(env, 'GOOGLE_MAPS_API_KEY'),
      tokenizationUrl: text(env, 'CARRIER_TOKENIZATION_URL', '/sandbox/carrier/payments'),
      carrier: carrierProvider(env),
      carrierSandboxDelayMs: int(env, 'CARRIER_SANDBOX_DELAY_MS', 0),
    },
  };
}
