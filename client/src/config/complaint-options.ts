// The complaint form's choices, exactly the spec's lists (the database CHECK constraints hold the same values).

export const COMPLAINT_TYPES = [
  'service-quality',
  'accommodation-issue',
  'application-process',
  'facility-maintenance',
  'noise-disturbance',
  'staff-behavior',
  'cleanliness',
  'internet-issue',
  'food-dining',
  'payment-issue',
  'safety-security',
  'room-allocation',
  'guest-policy',
  'other',
] as const;

export const COMPLAINT_CATEGORIES = [
  'application-not-accepted',
  'application-taking-long',
  'documentation-issue',
  'incorrect-application-status',
  'electricity-failure',
  'water-cooler-failure',
  'plumbing-issue',
  'room-allotment-issue',
  'room-condition-issue',
  'noise-neighbors',
  'noise-common-areas',
  'mess-food-quality-issue',
  'food-timing-issue',
  'staff-unprofessional-behavior',
  'staff-unhelpful',
  'slow-internet',
  'wifi-not-working',
  'billing-error',
  'other',
] as const;

export const URGENCY_LEVELS = ['low', 'medium', 'high'] as const;

export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/** Spec §9: attachments up to 3 MB. */
export const MAX_ATTACHMENT_BYTES = 3145728;

/** Images, pdf, doc and docx, as the file picker's accept list (extensions and MIME types). */
export const ATTACHMENT_ACCEPT = [
  'image/*',
  '.pdf',
  'application/pdf',
  '.doc',
  'application/msword',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');
