// Time-based one-time codes (RFC 6238: HMAC-SHA1, six digits, 30-second steps), as a hosted
// project's auth server issues and checks them for TOTP factors, by the otpauth library; and the
// QR code of a new factor's otpauth:// URI, as an SVG, by the qrcode library.
import { Secret, TOTP } from 'otpauth';
import { toString as qrString } from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of one step before or after the server's are accepted too, for clocks a little apart. */
const WINDOW = 1;

/** A new random secret, 160 bits as RFC 4226 recommends, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

/** The code for `at` (milliseconds since 1970). */
export function totpCode(secret: string, at = Date.now()): string {
  return totp(secret).generate({ timestamp: at });
}

/** The time step the code belongs to, when it is one of the accepted steps around `at`. */
export function totpStep(secret: string, code: string, at = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp(secret).validate({ token: code, timestamp: at, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Seconds until the code of `at` changes. */
export function totpSecondsLeft(at = Date.now()): number {
  return TOTP_PERIOD_SECONDS - (Math.floor(at / 1000) % TOTP_PERIOD_SECONDS);
}

/**
 * The QR code of `uri` as an SVG document, as GoTrue sends it in `totp.qr_code`. supabase-js puts it
 * in a data: URL as it is, where a `#` would end the document, so the colours are named instead.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = await qrString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return svg.replace(/#ffffff(?:ff)?/gi, 'white').replace(/#000000(?:ff)?/gi, 'black');
}
