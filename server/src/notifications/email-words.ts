// The words the server's emails add around a message (the site's name, the footers, the password reset mail), in the
// recipient's language; a notification's own sentences come from contracts/src/locales.
import type { NotificationLanguage } from '@campus-hostel/contracts/notifications';
import { SITE_NAME } from '@campus-hostel/contracts/reference';

export interface EmailLayoutWords {
  siteName: string;
  /** Intl's locale for times, e.g. 'hi-IN'. */
  timeLocale: string;
  /** After every time: mails say India's time zone outright. */
  timeZoneName: string;
  notificationFooter: (profileUrl: string) => string;
  /** Under a mail to someone with no account (a guardian, a visitor): no profile to choose emails in. */
  accountlessFooter: string;
  /** What stands for a visitor pass's QR where the picture does not show. */
  visitorPassQr: string;
  recovery: { title: string; body: string; action: string; footer: string };
}

const HINDI_SITE_NAME = 'कैंपस हॉस्टल';

export const EMAIL_WORDS: Readonly<Record<NotificationLanguage, EmailLayoutWords>> = {
  en: {
    siteName: SITE_NAME,
    timeLocale: 'en-IN',
    timeZoneName: 'IST',
    notificationFooter: (profileUrl) =>
      `You receive this because you use ${SITE_NAME}. Choose which emails you get under Email notifications in your profile: ${profileUrl}`,
    accountlessFooter: `You receive this because a resident of a hostel on ${SITE_NAME} gave this address. You have no account and will not be mailed for anything else.`,
    visitorPassQr: 'The QR code of your visitor pass, for the guard at the gate',
    recovery: {
      title: `Reset your ${SITE_NAME} password`,
      body: `Someone asked to reset the password of the ${SITE_NAME} account with this email address. The link below lets you choose a new one; it works once and expires soon. If it was not you, ignore this email: your password stays as it is.`,
      action: 'Choose a new password',
      footer: `You receive this because a password reset link was asked for this address on ${SITE_NAME}.`,
    },
  },
  hi: {
    siteName: HINDI_SITE_NAME,
    timeLocale: 'hi-IN',
    timeZoneName: 'IST',
    notificationFooter: (profileUrl) =>
      `आपको यह ईमेल इसलिए मिला है क्योंकि आप ${HINDI_SITE_NAME} का उपयोग करते हैं। आपको कौन-से ईमेल मिलें, यह अपनी प्रोफ़ाइल में ईमेल सूचनाएँ के अंतर्गत चुनें: ${profileUrl}`,
    accountlessFooter: `आपको यह ईमेल इसलिए मिला है क्योंकि ${HINDI_SITE_NAME} पर एक हॉस्टल के निवासी ने यह पता दिया है। आपका कोई खाता नहीं है और आपको किसी और बात के लिए ईमेल नहीं भेजा जाएगा।`,
    visitorPassQr: 'गेट पर गार्ड के लिए आपके आगंतुक पास का QR कोड',
    recovery: {
      title: `अपना ${HINDI_SITE_NAME} पासवर्ड रीसेट करें`,
      body: `किसी ने इस ईमेल पते वाले ${HINDI_SITE_NAME} खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नीचे दिए गए लिंक से आप नया पासवर्ड चुन सकते हैं; यह केवल एक बार काम करता है और जल्द ही समाप्त हो जाता है। यदि यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
      action: 'नया पासवर्ड चुनें',
      footer: `आपको यह ईमेल इसलिए मिला है क्योंकि ${HINDI_SITE_NAME} पर इस पते के लिए पासवर्ड रीसेट लिंक माँगा गया था।`,
    },
  },
};
