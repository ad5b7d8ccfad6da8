import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed and documented in one place.
 * README's table is checked against ENVIRONMENT by server/config.test.ts.
 */
interface Variable {
  description: string;
  /** Shown in the README; undefined means "unset". */
  default?: string;
}

export const ENVIRONMENT = {
  PORT: { description: 'HTTP port the app listens on.', default: '5000' },
  HOST: { description: 'Interface to listen on.', default: '0.0.0.0' },
  NODE_ENV: { description: '`production` turns off dev login and requires SESSION_SECRET.', default: 'development' },
  LOG_LEVEL: { description: 'Log level (fatal, error, warn, info, debug, trace, silent).', default: 'info' },
  PUBLIC_URL: { description: 'Address users reach the app at; used for the OIDC redirect URI.', default: 'http://localhost:$PORT' },
  TRUST_PROXY: {
    description:
      "Behind a reverse proxy: the proxies' addresses or networks (`10.0.0.1,10.0.1.0/24`, `loopback`), or how many proxies stand in front (`1`); client addresses then come from X-Forwarded-For sent by those alone. `true` (trust anyone) is refused with a warning and read as `false`.",
    default: 'false',
  },
  REQUEST_TIMEOUT_SECONDS: {
    description: "Longest a client may take to send a whole request (a slow phone's 10 MB photo fits); live streams are not requests being sent.",
    default: '120',
  },
  HEADERS_TIMEOUT_SECONDS: { description: "Longest a client may take to send a request's headers.", default: '20' },
  MAX_CONNECTIONS_PER_ADDRESS: {
    description: 'Open connections one address may hold (0: no cap); live streams and the proxies of TRUST_PROXY are not counted.',
    default: '256',
  },
  DATABASE_URL: { description: 'PostgreSQL connection string. Unset: embedded PGlite in DATA_DIR.' },
  DATABASE_POOL_SIZE: { description: 'Connections per app instance (PostgreSQL only).', default: '10' },
  DATA_DIR: { description: 'Folder of the embedded database.', default: './data' },
  SEED_DEMO: { description: 'Load the demo vehicles and users at start.', default: 'true with the embedded database, else false' },
  SESSION_SECRET: {
    description: 'Secret that signs session tokens (at least 32 characters). Required in production; all instances must share it.',
    default: 'random, kept in DATA_DIR',
  },
  SESSION_TTL_HOURS: { description: 'Lifetime of a session token.', default: '12' },
  DEV_LOGIN: {
    description: 'Enable "Development Access" sign-in (`POST /api/auth/login`); never on when NODE_ENV=production. A warning line at start says when it is on.',
    default: 'true with the embedded database, else false',
  },
  DEV_LOGIN_TOKEN: { description: 'Token the dev login must present.', default: 'dev' },
  WORK_DOMAINS: { description: 'Comma-separated e-mail domains allowed to sign in; the first is used for demo users.', default: 'medfleet.test' },
  OWNER_EMAIL: { description: 'Organisation-owner account that is always admin.' },
  OIDC_ISSUER: { description: 'OpenID Connect issuer URL. Unset: SSO is off (dev login only).' },
  OIDC_CLIENT_ID: { description: 'Client (application) id registered with the issuer.' },
  OIDC_CLIENT_SECRET: { description: 'Client secret registered with the issuer.' },
  OIDC_PROVIDER_SLUG: { description: 'Path name of the provider in `/api/auth/{provider}/...`.', default: 'microsoft' },
  OIDC_PROVIDER_NAME: { description: 'Name on the sign-in button and in messages.', default: 'Microsoft' },
  OIDC_SCOPES: { description: 'Scopes requested at sign-in.', default: 'openid email profile' },
  AUTH_RATE_LIMIT: { description: 'Sign-in requests allowed per client address per minute.', default: '30' },
  BOOKING_MAX_HOURS: { description: 'Longest booking allowed, in hours.', default: '24' },
  BOOKING_LIFECYCLE_SECONDS: { description: 'How often bookings move confirmed → active → completed.', default: '60' },
  SIMULATOR: { description: 'Run the demo vehicle simulator (it posts OsmAnd reports to this app).', default: 'true with the embedded demo, else false' },
  SIMULATOR_SECONDS: { description: 'Seconds between two reports of each simulated vehicle.', default: '5' },
  TRACKING_ONLINE_MINUTES: { description: 'A vehicle that reported within this many minutes is online.', default: '5' },
  MOVEMENT_MONITOR: {
    description: 'Whether the movement monitor runs on a database that never had it (admins start and stop it later).',
    default: 'true, false with the simulator (its demo vehicles drive without bookings)',
  },
  MOVEMENT_CHECK_SECONDS: { description: 'Seconds between two movement monitor checks (vehicles moving without a booking).', default: '60' },
  SPEED_LIMIT_KMH: { description: 'Speed above which Fleet Control counts an infraction (km/h).', default: '90' },
  GEOCODER_URL: {
    description:
      'Nominatim-compatible service for addresses (its /reverse is called, at most once a second, never waited on). Unset: the offline gazetteer of the service area.',
  },
  POSITION_RETENTION_DAYS: {
    description:
      "Days that stored positions are kept at first (analytics reach back this far); admins change it in Settings. The latest state of each vehicle, and the positions of bookings held (Settings' held positions, a damage report), are kept regardless.",
    default: '180',
  },
  TRACKING_PROVIDER: { description: 'Path name of the tracking provider in `/api/{provider}/...` (immobilizer control and analytics).', default: 'ituran' },
  OCR_WORKERS: { description: 'Licence photos read at once (tesseract.js worker threads, started on the first photo).', default: '2' },
  SERVICE_NAME: { description: 'The service name shown as the dashboard title.', default: 'MedFleet' },
  DISPATCH_PHONE: { description: 'Dispatch short dial code shown in the footer and tips.', default: '*2710' },
  DONATE_URL: { description: 'Target of the footer donate link.', default: 'https://www.example.org/donate' },
  TILE_URL: { description: 'Map tile URL template; its host is allowed by the CSP.', default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
  SMTP_URL: {
    description:
      'SMTP server for e-mail (smtp://user:pass@host:587, smtps://… for TLS). Unset: e-mails are recorded as not sent (no e-mail server configured).',
  },
  MAIL_FROM: { description: 'From address of e-mails.', default: 'MedFleet <no-reply@medfleet.test>' },
  GREEN_API_URL: {
    description:
      'Green-API-compatible WhatsApp service (e.g. https://api.green-api.com). With the instance id and token; unset: WhatsApp messages are recorded as not sent.',
  },
  GREEN_API_INSTANCE_ID: { description: 'The WhatsApp instance id (idInstance).' },
  GREEN_API_TOKEN: { description: 'The WhatsApp instance token (apiTokenInstance).' },
  SMS_API_URL: { description: 'Twilio Messages API compatible SMS service.', default: 'https://api.twilio.com' },
  SMS_ACCOUNT_SID: { description: 'SMS account SID; with SMS_AUTH_TOKEN and SMS_FROM. Unset: SMS messages are recorded as not sent.' },
  SMS_AUTH_TOKEN: { description: 'SMS auth token.' },
  SMS_FROM: { description: 'The number (or sender id) SMS come from.' },
  VAPID_PUBLIC_KEY: {
    description: 'Web Push VAPID public key (with VAPID_PRIVATE_KEY); all instances must share them.',
    default: 'generated, kept in DATA_DIR',
  },
  VAPID_PRIVATE_KEY: { description: 'Web Push VAPID private key.' },
  PUSH_PRIVATE_ADDRESSES: {
    description:
      'Addresses or networks of a private push relay that Web Push may reach (`10.0.0.5,192.168.0.0/16`); every other push endpoint must be https on a public address.',
  },
  PUSH_SERVICE_CA_FILE: { description: 'PEM file of an extra certificate authority to trust for push services (a private relay; the tests).' },
  OUTBOX_SECONDS: { description: 'How often each instance delivers queued messages (e-mail, SMS, WhatsApp).', default: '2' },
  BACKUP_DIR: { description: "Where the nightly backups of the embedded database and the admins' backups are kept.", default: '$DATA_DIR/backups' },
  BACKUP_KEEP: { description: 'How many backups are kept in BACKUP_DIR; the oldest go.', default: '14' },
  METRICS_TOKEN: {
    description:
      "Serves `GET /metrics` (Prometheus) to whoever sends it as a bearer token (at least 16 characters). Unset: `/metrics` is not served on the app's port.",
  },
  METRICS_PORT: { description: 'Serves `/metrics` without a token on this port of 127.0.0.1 only (Prometheus on the same machine). Unset: no such port.' },
} satisfies Record<string, Variable>;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

const rawSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => trustProxyOf(v) !== undefined, "TRUST_PROXY: the proxies' addresses (10.0.0.1,10.0.1.0/24 or loopback), a hop count (1-10), or false"),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: bool.optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  DEV_LOGIN: bool.optional(),
  DEV_LOGIN_TOKEN: z.string().min(1).default('dev'),
  WORK_DOMAINS: list.default(['medfleet.test']),
  OWNER_EMAIL: z.email().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'OIDC_PROVIDER_SLUG: lower-case letters, digits and dashes')
    .default('microsoft'),
  OIDC_PROVIDER_NAME: z.string().default('Microsoft'),
  OIDC_SCOPES: z.string().default('openid email profile'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  BOOKING_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 31)
    .default(24),
  BOOKING_LIFECYCLE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  MOVEMENT_MONITOR: bool.optional(),
  MOVEMENT_CHECK_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  SPEED_LIMIT_KMH: z.coerce.number().positive().max(300).default(90),
  GEOCODER_URL: z.url('GEOCODER_URL must be a URL').optional(),
  POSITION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  TRACKING_PROVIDER: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'TRACKING_PROVIDER: lower-case letters, digits and dashes')
    .default('ituran'),
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  TRACKING_ONLINE_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  SIMULATOR: bool.optional(),
  SIMULATOR_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  SERVICE_NAME: z.string().default('MedFleet'),
  DISPATCH_PHONE: z.string().default('*2710'),
  DONATE_URL: z.url().default('https://www.example.org/donate'),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('MedFleet <no-reply@medfleet.test>'),
  GREEN_API_URL: z.url({ protocol: /^https?$/, error: 'GREEN_API_URL must be an http(s) URL' }).optional(),
  GREEN_API_INSTANCE_ID: z
    .string()
    .regex(/^\w{1,40}$/, 'GREEN_API_INSTANCE_ID: letters and digits')
    .optional(),
  GREEN_API_TOKEN: z.string().min(1).optional(),
  SMS_API_URL: z.url({ protocol: /^https?$/, error: 'SMS_API_URL must be an http(s) URL' }).default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z
    .string()
    .regex(/^\w{1,64}$/, 'SMS_ACCOUNT_SID: letters and digits')
    .optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  PUSH_PRIVATE_ADDRESSES: list
    .default([])
    .refine((entries) => entries.every(isAddressOrNetwork), 'PUSH_PRIVATE_ADDRESSES: addresses or networks (10.0.0.5,192.168.0.0/16)'),
  PUSH_SERVICE_CA_FILE: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  OUTBOX_SECONDS: z.coerce.number().min(0.1).max(3600).default(2),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN: printable ASCII without spaces')
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  slug: string;
  displayName: string;
  scopes: string;
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  logLevel: z.infer<typeof rawSchema>['LOG_LEVEL'];
  publicUrl: string;
  /** Whom X-Forwarded-For is believed from: no one, that many hops, or these addresses and networks (Fastify's trustProxy). */
  trustProxy: false | number | string;
  /** TRUST_PROXY=true was given and refused (it would let anyone choose their own address). */
  trustProxyRefused: boolean;
  /** Slow clients: how long a request and its headers may take, and connections per address. */
  connections: { requestTimeoutMs: number; headersTimeoutMs: number; perAddress: number };
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  seedDemo: boolean;
  /** Undefined: the caller supplies one (main.ts keeps a random one in DATA_DIR). */
  sessionSecret: string | undefined;
  sessionTtlSeconds: number;
  devLogin: { enabled: boolean; token: string };
  workDomains: string[];
  ownerEmail: string | undefined;
  oidc: OidcConfig | undefined;
  authRateLimit: number;
  maxBookingHours: number;
  bookingLifecycleSeconds: number;
  ocrWorkers: number;
  trackingOnlineMinutes: number;
  trackingProvider: string;
  geocoderUrl: string | undefined;
  positionRetentionDays: number;
  movementCheckSeconds: number;
  movementMonitorAtFirst: boolean;
  speedLimitKmh: number;
  simulator: { enabled: boolean; seconds: number };
  serviceName: string;
  dispatchPhone: string;
  donateUrl: string;
  tileUrl: string;
  mail: { smtpUrl: string | undefined; from: string };
  whatsapp: { apiUrl: string | undefined; instanceId: string | undefined; token: string | undefined };
  sms: { apiUrl: string; accountSid: string | undefined; authToken: string | undefined; from: string | undefined };
  outboxSeconds: number;
  /** Web Push keys; undefined: the caller supplies them (main.ts keeps generated ones in DATA_DIR), else push is off. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  pushServiceCaFile: string | undefined;
  /** Private addresses a push relay may have; every other push endpoint must be public. */
  pushPrivateAddresses: string[];
  /** GET /metrics on the app's port for this bearer token; undefined: not served there. */
  metricsToken: string | undefined;
  /** A loopback-only port serving /metrics without a token (main.ts). */
  metricsPort: number | undefined;
  /** Where backups are kept; undefined: DATA_DIR/backups. */
  backupDir: string | undefined;
  backupKeep: number;
}

export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify takes it; undefined when it is none of the accepted forms. */
function trustProxyOf(value: string): false | number | string | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === 'true') return false;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : undefined;
  const entries = v.split(',').map((p) => p.trim());
  return entries.every((entry) => PROXY_NAMES.has(entry) || isAddressOrNetwork(entry)) ? entries.join(',') : undefined;
}

/** `10.0.0.1`, `10.0.0.0/8`, `::1` or `fd00::/8`. */
function isAddressOrNetwork(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = rawSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SESSION_SECRET) throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production');
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  const simulator = e.SIMULATOR ?? seedDemo;
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: trustProxyOf(e.TRUST_PROXY) ?? false,
    trustProxyRefused: e.TRUST_PROXY.trim().toLowerCase() === 'true',
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    },
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    seedDemo,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlSeconds: Math.round(e.SESSION_TTL_HOURS * 3600),
    // Anyone who knows the token signs in as admin: only the embedded demo has it without asking.
    devLogin: { enabled: !production && (e.DEV_LOGIN ?? !e.DATABASE_URL), token: e.DEV_LOGIN_TOKEN },
    workDomains: e.WORK_DOMAINS,
    ownerEmail: e.OWNER_EMAIL?.toLowerCase(),
    oidc: oidcConfig(e),
    authRateLimit: e.AUTH_RATE_LIMIT,
    maxBookingHours: e.BOOKING_MAX_HOURS,
    bookingLifecycleSeconds: e.BOOKING_LIFECYCLE_SECONDS,
    ocrWorkers: e.OCR_WORKERS,
    trackingOnlineMinutes: e.TRACKING_ONLINE_MINUTES,
    trackingProvider: e.TRACKING_PROVIDER,
    geocoderUrl: e.GEOCODER_URL,
    positionRetentionDays: e.POSITION_RETENTION_DAYS,
    movementCheckSeconds: e.MOVEMENT_CHECK_SECONDS,
    // The simulator's demo vehicles drive without bookings: the monitor would set them all In Use.
    movementMonitorAtFirst: e.MOVEMENT_MONITOR ?? !simulator,
    speedLimitKmh: e.SPEED_LIMIT_KMH,
    simulator: { enabled: simulator, seconds: e.SIMULATOR_SECONDS },
    serviceName: e.SERVICE_NAME,
    dispatchPhone: e.DISPATCH_PHONE,
    donateUrl: e.DONATE_URL,
    tileUrl: e.TILE_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    whatsapp: { apiUrl: e.GREEN_API_URL, instanceId: e.GREEN_API_INSTANCE_ID, token: e.GREEN_API_TOKEN },
    sms: { apiUrl: e.SMS_API_URL, accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM },
    pushServiceCaFile: e.PUSH_SERVICE_CA_FILE,
    pushPrivateAddresses: e.PUSH_PRIVATE_ADDRESSES,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    backupDir: e.BACKUP_DIR,
    backupKeep: e.BACKUP_KEEP,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    outboxSeconds: e.OUTBOX_SECONDS,
  };
}

function oidcConfig(e: z.infer<typeof rawSchema>): OidcConfig | undefined {
  if (!e.OIDC_ISSUER) return undefined;
  if (!e.OIDC_CLIENT_ID) throw new ConfigError('Invalid configuration: OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    slug: e.OIDC_PROVIDER_SLUG,
    displayName: e.OIDC_PROVIDER_NAME,
    scopes: e.OIDC_SCOPES,
  };
}
