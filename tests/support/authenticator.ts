// An authenticator app for the tests: the current TOTP code of a secret, as a phone would show it.
// A code is accepted once, so a second sign-in within the same 30 seconds takes the next step's code
// (the server accepts one step either side), and past that waits for the step to come, as a person
// would wait for the next code: a real wait, or, where the server shares the test's faked clock,
// that clock moved on.
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

export class Authenticator {
  private lastStep = -1;
  private readonly totp: TOTP;

  constructor(
    readonly secret: string,
    /** Lets `ms` pass. */
    private readonly passTime: (ms: number) => Promise<void> = (ms) =>
      new Promise((done) => setTimeout(done, ms)),
  ) {
    this.totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_MS / 1000,
      secret: Secret.fromBase32(secret),
    });
  }

  /** A code no sign-in has used yet, waiting for the next step when both near ones are spent. */
  async code(): Promise<string> {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current, this.lastStep + 1);
    if (step > current + 1) {
      await this.passTime((step - 1) * PERIOD_MS - Date.now() + 50);
    }
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS });
  }
}
