import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/config/app-config';
import { settingsFrom } from '../../src/config/app-config';
import { MailTransport } from '../../src/mail/mail-transport';

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file under the data directory, as nodemailer would have sent it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'claim-mail-'));
    try {
      const settings = settingsFrom({ CLAIM_DATA_DIR: dir });
      expect(settings.mail.smtpUrl).toBeNull();
      const transport = new MailTransport({ ...settings } as unknown as AppConfig);
      await transport.send({
        to: 'ann@claim.test',
        subject: 'Your move in Claim',
        text: 'It is your move.',
        html: '<p>It is your move.</p>',
        unsubscribeUrl: 'http://claim.test/api/mail/unsubscribe?token=t',
      });
      await transport.onModuleDestroy();
      const files = readdirSync(path.join(dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(path.join(dir, 'mail', files[0]), 'utf8');
      expect(eml).toMatch(/^To: ann@claim\.test$/m);
      expect(eml).toMatch(/^Subject: Your move in Claim$/m);
      expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/claim\.test\/api\/mail\/unsubscribe\?token=t>/m);
      expect(eml).toMatch(/Content-Type: text\/plain/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
