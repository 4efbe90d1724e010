// The picture in a visitor's pass mail: the QR of the pass's signed token, good for the visit's window, made when the
// mail is sent (the token is never stored). A PNG attached inline (cid:), which mail clients show where they block
// data: pictures and hold back remote ones (docs/decisions/018-visitors.md).
import { z } from 'zod';
import QRCode from 'qrcode';
import type { MailImages } from '../notifications/mail-sender.js';
import { EMAIL_WORDS } from '../notifications/email-words.js';
import type { VisitorPasses } from './pass.js';

/** 240 CSS pixels in the mail, drawn at twice that for sharp phone screens. */
const QR_PIXELS = 480;

const passFacts = z.object({
  pass_id: z.number().int().positive(),
  host_id: z.string().uuid(),
  from_at: z.string(),
  to_at: z.string(),
});

export function visitorPassImages(passes: VisitorPasses): MailImages {
  return async (kind, data, language) => {
    if (kind !== 'visitor_pass') return null;
    const facts = passFacts.parse(data);
    const token = await passes.issue({
      hostId: facts.host_id,
      passId: facts.pass_id,
      from: new Date(facts.from_at),
      to: new Date(facts.to_at),
    });
    const png = await QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: QR_PIXELS });
    return {
      cid: `visitor-pass-${facts.pass_id}@campus-hostel`,
      filename: 'visitor-pass.png',
      png,
      alt: EMAIL_WORDS[language].visitorPassQr,
    };
  };
}
