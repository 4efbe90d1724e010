// Notifications and the server's emails in each account's language, without a database: English reads as it always
// has, Hindi has its own subject, body, page language, IST time in Hindi and a rupee amount; no stored slug reaches a
// reader in either language.
import { describe, expect, it } from 'vitest';
import { describeNotification, notificationLanguage } from '@campus-hostel/contracts/notifications';
import { formatMailTime, renderNotificationEmail } from '../src/notifications/notification-mail.js';
import { renderRecoveryEmail } from '../src/recovery/use-cases.js';

const SITE = 'http://localhost:5173';
const place = { room_id: 7, hostel_name: 'Kanhar', wing_name: 'East', room_number: 101, bed_label: 'A' };
const receipt = {
  ...place,
  reference: 'AB12CD34EF',
  amount_minor: 12_345_650,
  currency: 'inr',
  name: 'Asha',
  paid_at: '2026-11-24T09:30:00Z',
  payment_intent_id: null,
};
const complaint = { complaint_id: 12, complaint_type: 'facility-maintenance', complaint_category: 'plumbing-issue' };
const DEVANAGARI = /[\u0900-\u097F]/;

describe('notification emails by language', () => {
  it('when the account has no language, then the receipt reads in English as before, in IST', () => {
    const mail = renderNotificationEmail('booking_receipt', receipt, SITE);
    expect(mail?.subject).toBe('Booking confirmed: Kanhar, room 101');
    expect(mail?.text).toContain(
      'We received ₹1,23,456.50 on 24 Nov 2026, 3:00 pm IST for bed A of room 101, East wing, Kanhar. Booking reference AB12CD34EF.',
    );
    expect(mail?.text).toContain(`View your receipt: ${SITE}/receipt/AB12CD34EF`);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain('Campus Hostel');
    expect(mail?.text).toContain(
      `Choose which emails you get under Email notifications in your profile: ${SITE}/profile`,
    );
  });

  it('when the mail goes to someone with no account, then its footer sends them to no profile, in both languages', () => {
    const late = {
      leave_id: 7,
      student_name: 'Asha Verma',
      hostel_name: 'Indravati',
      to_at: '2026-11-24T12:30:00Z',
      returned_at: '2026-11-24T14:00:00Z',
    };
    const english = renderNotificationEmail('leave_guardian_late', late, SITE)?.text;
    expect(english).toContain('You have no account and will not be mailed for anything else.');
    expect(english).not.toContain('/profile');
    const hindi = renderNotificationEmail('leave_guardian_late', late, SITE, 'hi')?.text;
    expect(hindi).toContain('आपका कोई खाता नहीं है');
    expect(hindi).not.toContain('/profile');
  });

  it('when the receipt has its number, period and deposit, then the mail says each, apart, in both languages', () => {
    const numbered = {
      ...receipt,
      amount_minor: 5_000_000,
      rent_minor: 4_500_000,
      deposit_minor: 500_000,
      fee_period: 'year',
      receipt_number: 'CH/2026-27/000042',
    };
    expect(renderNotificationEmail('booking_receipt', numbered, SITE)?.text).toContain(
      'Rent for one year: ₹45,000.00. Refundable caution deposit: ₹5,000.00. Receipt CH/2026-27/000042. Booking reference AB12CD34EF.',
    );
    const hindi = renderNotificationEmail('booking_receipt', numbered, SITE, 'hi')?.text;
    expect(hindi).toContain('एक वर्ष का किराया: ₹45,000.00।');
    expect(hindi).toContain('वापसी योग्य सावधानी जमा: ₹5,000.00।');
    expect(hindi).toContain('रसीद CH/2026-27/000042।');
  });

  it('when the account reads Hindi, then subject, body, action, footer and page language are Hindi, with IST time and ₹', () => {
    const mail = renderNotificationEmail('booking_receipt', receipt, SITE, 'hi');
    expect(mail?.subject).toBe('बुकिंग की पुष्टि: Kanhar, कमरा 101');
    expect(mail?.text).toContain('₹1,23,456.50');
    expect(mail?.text).toContain(`${formatMailTime(receipt.paid_at, 'hi')} को`);
    expect(formatMailTime(receipt.paid_at, 'hi')).toMatch(/^24 नव.* 2026, 3:00 .*IST$/);
    expect(mail?.text).toContain('Kanhar, East विंग, कमरा 101 का बेड A');
    expect(mail?.text).toContain(`अपनी रसीद देखें: ${SITE}/receipt/AB12CD34EF`);
    expect(mail?.text).toContain(`ईमेल सूचनाएँ के अंतर्गत चुनें: ${SITE}/profile`);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain('कैंपस हॉस्टल');
    expect(mail?.html).not.toContain('Campus Hostel');
  });

  it('when a complaint is resolved, then its type and category read as words in both languages, never as slugs', () => {
    const english = describeNotification('complaint_resolved', complaint, { formatDateTime: String });
    expect(english?.body).toBe('The hostel office resolved complaint #12 (Facility maintenance, Plumbing issue).');
    const hindi = describeNotification('complaint_resolved', complaint, { formatDateTime: String, language: 'hi' });
    expect(hindi?.title).toBe('आपकी शिकायत का समाधान हो गया है');
    expect(hindi?.body).toContain('(सुविधाओं का रखरखाव, प्लंबिंग की समस्या)');
    for (const text of [english, hindi])
      expect(JSON.stringify(text)).not.toMatch(/plumbing-issue|facility-maintenance/);
  });

  it('when an overdue complaint is described, then urgency reads as a word and the time in the language', () => {
    const data = { ...complaint, urgency_level: 'high', created_at: '2026-11-24T09:30:00Z' };
    const hindi = renderNotificationEmail('complaint_overdue', data, SITE, 'hi');
    expect(hindi?.text).toContain(`${formatMailTime(data.created_at, 'hi')} को दर्ज उच्च प्राथमिकता वाली शिकायत`);
    expect(describeNotification('complaint_overdue', data, { formatDateTime: String })?.body).toBe(
      'A high-urgency Facility maintenance complaint (Plumbing issue) submitted 2026-11-24T09:30:00Z is not resolved yet.',
    );
  });

  it('when an application is decided, then the decision uses the one status vocabulary in each language', () => {
    const data = { application_id: 'APP-1', application_type: 'Room Change', decision: 'rejected', note: 'Full' };
    expect(describeNotification('application_decided', data, { formatDateTime: String })).toMatchObject({
      title: 'Your Room Change application was rejected',
      body: 'Application APP-1 was rejected. Note from the hostel office: Full',
    });
    expect(describeNotification('application_decided', data, { formatDateTime: String, language: 'hi' })).toMatchObject(
      {
        title: 'आपका कमरा बदलने का आवेदन अस्वीकृत कर दिया गया है',
        body: 'आवेदन APP-1 अस्वीकृत कर दिया गया है। हॉस्टल कार्यालय की टिप्पणी: Full',
        href: '/profile',
      },
    );
  });

  it('when any kind is described in Hindi, then every part is Hindi and the link is the English one', () => {
    const data = { ...receipt, hold_ends_at: receipt.paid_at, invite_id: 1, expires_at: receipt.paid_at };
    for (const kind of ['booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite']) {
      const hindi = describeNotification(kind, data, { formatDateTime: String, language: 'hi' });
      const english = describeNotification(kind, data, { formatDateTime: String });
      for (const part of [hindi?.title, hindi?.body, hindi?.action]) expect(part).toMatch(DEVANAGARI);
      expect(hindi?.href).toBe(english?.href);
    }
  });

  it('when an account stores an unknown or no locale, then it reads English', () => {
    expect([null, undefined, 'fr', 'hi-IN', 'hi'].map(notificationLanguage)).toEqual(['en', 'en', 'en', 'en', 'hi']);
  });

  it('when a password reset is mailed in Hindi, then it is the Hindi text in a Hindi page with the same link', () => {
    const link = 'http://127.0.0.1:54321/auth/v1/verify?token=t&type=recovery';
    const english = renderRecoveryEmail(link);
    expect(english.subject).toBe('Reset your Campus Hostel password');
    expect(english.html).toContain('<html lang="en">');
    const hindi = renderRecoveryEmail(link, 'hi');
    expect(hindi.subject).toBe('अपना कैंपस हॉस्टल पासवर्ड रीसेट करें');
    expect(hindi.text).toContain(`नया पासवर्ड चुनें: ${link}`);
    expect(hindi.html).toContain('<html lang="hi">');
  });
});
