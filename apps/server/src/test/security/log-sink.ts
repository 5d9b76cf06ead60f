/**
 * Catches every log line of a test app and fails a test when a secret appears in one: the passwords
 * the suite sent, the tokens and codes it was given, anything shaped like a password hash, a JWT or a
 * signed link's parameters, any e-mail address.
 */
export class LogSink {
  readonly lines: string[] = [];
  private readonly secrets = new Set<string>();

  /** The stream to give buildApp. */
  readonly stream = { write: (line: string) => void this.lines.push(line) };

  /** Remembers a value that must never be logged (too short a value would match by chance). */
  secret(value: string | null | undefined): void {
    if (value && value.length >= 6) this.secrets.add(value);
  }

  /** Every offending line, with what it leaked. */
  leaks(): { what: string; line: string }[] {
    const found: { what: string; line: string }[] = [];
    for (const line of this.lines) {
      // A secret counts where it stands whole: a 6-digit code inside a longer run of digits (a log line's
      // millisecond time) is not that code.
      for (const secret of this.secrets) if (wholeIn(line, secret)) found.push({ what: `secret ${secret.slice(0, 4)}…`, line });
      for (const [what, pattern] of LEAK_PATTERNS) if (pattern.test(line)) found.push({ what, line });
    }
    return found;
  }
}

function wholeIn(line: string, secret: string): boolean {
  for (let at = line.indexOf(secret); at !== -1; at = line.indexOf(secret, at + 1)) {
    const before = line[at - 1] ?? '';
    const after = line[at + secret.length] ?? '';
    if (!/^\d/.test(secret) || (!/\d/.test(before) && !/\d/.test(after))) return true;
  }
  return false;
}

const LEAK_PATTERNS: [string, RegExp][] = [
  ['password hash', /\$argon2(?:id|i|d)\$|\$scrypt\$/],
  ['JWT', /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/],
  ['signed link parameter', /[?&](?:sig|expires)=/],
  // A whole address (local part and domain), in any field or message; 'no-reply@localhost' counts too.
  ['e-mail address', /[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*/i],
  ['password field', /"(?:password|newPassword|currentPassword|refreshToken|token|code)":"(?!\[redacted\])/],
];
