// Notifications in English: the bell, the notifications page and the emails all read these sentences.
import type { NotificationWords } from '../notification-words';
import { SITE_NAME } from '../../reference';

interface Place {
  hostel_name: string;
  wing_name: string;
  room_number: number;
  bed_label: string;
}

const bedIn = (p: Place): string =>
  `bed ${p.bed_label} of room ${p.room_number}, ${p.wing_name} wing, ${p.hostel_name}`;

export const en: NotificationWords = {
  choices: {
    complaintType: {
      'service-quality': 'Service quality',
      'accommodation-issue': 'Accommodation issue',
      'application-process': 'Application process',
      'facility-maintenance': 'Facility maintenance',
      'noise-disturbance': 'Noise disturbance',
      'staff-behavior': 'Staff behaviour',
      cleanliness: 'Cleanliness',
      'internet-issue': 'Internet issue',
      'food-dining': 'Food and dining',
      'payment-issue': 'Payment issue',
      'safety-security': 'Safety and security',
      'room-allocation': 'Room allocation',
      'guest-policy': 'Guest policy',
      other: 'Other',
    },
    complaintCategory: {
      'application-not-accepted': 'Application not accepted',
      'application-taking-long': 'Application taking too long',
      'documentation-issue': 'Documentation issue',
      'incorrect-application-status': 'Incorrect application status',
      'electricity-failure': 'Electricity failure',
      'water-cooler-failure': 'Water cooler failure',
      'plumbing-issue': 'Plumbing issue',
      'room-allotment-issue': 'Room allotment issue',
      'room-condition-issue': 'Room condition issue',
      'noise-neighbors': 'Noise from neighbours',
      'noise-common-areas': 'Noise in common areas',
      'mess-food-quality-issue': 'Mess food quality',
      'food-timing-issue': 'Food timing issue',
      'staff-unprofessional-behavior': 'Unprofessional staff behaviour',
      'staff-unhelpful': 'Unhelpful staff',
      'slow-internet': 'Slow internet',
      'wifi-not-working': 'Wi-Fi not working',
      'billing-error': 'Billing error',
      other: 'Other',
    },
    urgency: { low: 'low', medium: 'medium', high: 'high' },
    applicationType: { 'Room Change': 'Room Change', 'Hostel Change': 'Hostel Change', Other: 'Other' },
    decision: { approved: 'approved', rejected: 'rejected' },
    trade: {
      electrical: 'electrical',
      plumbing: 'plumbing',
      carpentry: 'carpentry',
      network: 'network',
      housekeeping: 'housekeeping',
    },
  },
  sentences: {
    booking_receipt: (d, say) => ({
      title: `Booking confirmed: ${d.hostel_name}, room ${d.room_number}`,
      body: [
        `We received ${say.money(d.amount_minor, d.currency)} on ${say.time(d.paid_at)} for ${bedIn(d)}.`,
        d.rent_minor != null && d.fee_period
          ? `Rent for one ${d.fee_period}: ${say.money(d.rent_minor, d.currency)}.`
          : '',
        d.deposit_minor ? `Refundable caution deposit: ${say.money(d.deposit_minor, d.currency)}.` : '',
        d.receipt_number ? `Receipt ${d.receipt_number}.` : '',
        `Booking reference ${d.reference}.`,
      ]
        .filter(Boolean)
        .join(' '),
      action: 'View your receipt',
    }),
    booking_refunded: (d, say) => ({
      title: `Refund issued: ${d.hostel_name}, room ${d.room_number}`,
      body: `Your payment of ${say.money(d.amount_minor, d.currency)} for ${bedIn(d)} was refunded (booking ${d.reference}). Refunds reach your card in 5–10 working days.`,
      action: 'View the booking',
    }),
    hold_ending: (d, say) => ({
      title: 'Your held bed is released in 5 minutes',
      body: `We are holding ${bedIn(d)} for you until ${say.time(d.hold_ends_at)}. Pay before then to keep it.`,
      action: 'Finish paying',
    }),
    hold_lapsed: (d) => ({
      title: 'Your held bed was released',
      body: `The hold on ${bedIn(d)} ended before payment, so the bed is free for others again. Nothing was charged.`,
      action: `See ${d.hostel_name} rooms`,
    }),
    // Fixed words and the product's own facts only: nothing the inviter typed reaches the invitee's inbox.
    roommate_invite: (d, say) => ({
      title: `Roommate invitation: ${d.hostel_name}, room ${d.room_number}`,
      body: `A student with a bed in room ${d.room_number}, ${d.wing_name} wing, ${d.hostel_name} invited you to share it: ${bedIn(d)} is kept for you until ${say.time(d.expires_at)}. Sign in with this email to see who invited you and to accept or decline.`,
      action: 'Answer the invitation',
    }),
    application_decided: (d, say) => {
      const decision = say.choice('decision', d.decision);
      return {
        title: `Your ${say.choice('applicationType', d.application_type)} application was ${decision}`,
        body: `Application ${d.application_id} was ${decision}.${d.note ? ` Note from the hostel office: ${d.note}` : ''}`,
        action: 'See your applications',
      };
    },
    complaint_resolved: (d, say) => ({
      title: 'Your complaint was resolved',
      body: `The hostel office resolved complaint #${d.complaint_id} (${say.choice('complaintType', d.complaint_type)}, ${say.choice('complaintCategory', d.complaint_category)}).`,
      action: 'See your complaints',
    }),
    complaint_overdue: (d, say) => ({
      title: `Complaint #${d.complaint_id} is past its due time`,
      body: `A ${say.choice('urgency', d.urgency_level)}-urgency ${say.choice('complaintType', d.complaint_type)} complaint (${say.choice('complaintCategory', d.complaint_category)}) submitted ${say.time(d.created_at)} is not resolved yet.`,
      action: 'Open complaints',
    }),
    complaint_replied: (d, say) => ({
      title: `The hostel office replied to complaint #${d.complaint_id}`,
      body: `About your ${say.choice('complaintType', d.complaint_type)} complaint (${say.choice('complaintCategory', d.complaint_category)}): “${d.reply}”`,
      action: 'Read and answer',
    }),
    waitlist_offer: (d, say) => ({
      title: `A bed is yours to take in ${d.hostel_name}`,
      body: `You are first on the waitlist for a ${d.occupancy === 2 ? 'double' : 'single'} room: ${bedIn(d)} is kept for you until ${say.time(d.expires_at)}. Book and pay before then to take it; after that it goes to the next in line.`,
      action: 'Book this bed',
    }),
    selection_slot: (d, say) => ({
      title: `Your room selection opens ${say.time(d.opens_at)}`,
      body: `In ${d.window_name} (${d.hostels.join(', ')}) you may hold a bed from ${say.time(d.opens_at)} until ${say.time(d.closes_at)}. Open the hostel's rooms then; coming earlier gains no place.`,
      action: 'See the rooms',
    }),
    selection_claim: (d) => ({
      title: 'Claim your place in room selection',
      body: `The hostel office listed ${d.email} for room selection, and an account now uses this address. If that account is yours, open this link while signed in to it: the place becomes that account's. If it is not yours, ignore this email and nothing is claimed.`,
      action: 'Claim my place',
    }),
    allotment_changed: (d, say) => {
      if (d.action === 'offer' && d.to) {
        return {
          title: `A bed is allotted to you in ${d.to.hostel_name}: pay to take it`,
          body: `The hostel office allotted you ${bedIn(d.to)}. It is kept for you${d.expires_at ? ` until ${say.time(d.expires_at)}` : ''}; pay for it by card before then to make it yours.`,
          action: 'Book this bed',
        };
      }
      const place = d.to ?? d.from;
      const title = {
        allot: 'The hostel office allotted you a bed',
        offer: 'The hostel office allotted you a bed',
        move: 'The hostel office moved you to another bed',
        swap: 'The hostel office swapped your bed',
        end: 'The hostel office ended your allotment',
      }[d.action];
      const body =
        d.action === 'end'
          ? `Your allotment of ${d.from ? bedIn(d.from) : 'your bed'} has ended: the bed is no longer yours.`
          : `Your bed is now ${d.to ? bedIn(d.to) : ''}${d.from ? ` (it was ${bedIn(d.from)})` : ''}.`;
      return { title, body, action: place ? `See ${place.hostel_name} rooms` : 'See your profile' };
    },
    // The office's own words, as it published them; only important notices are mailed.
    notice: (d) => ({
      title: d.important ? `Important notice: ${d.title}` : `Notice: ${d.title}`,
      body: d.body,
      action: 'See all notices',
    }),
    mess_placed: (d) => ({
      title: `Your mess for ${d.period_name}: ${d.mess_name}`,
      body: {
        choice: `You are registered in ${d.mess_name}, as you chose.`,
        lottery: `The lottery gave you a place in ${d.mess_name}.`,
        default: `You did not choose a mess in time, so you are placed in your hostel's mess, ${d.mess_name}.`,
        office: `The hostel office registered you in ${d.mess_name}.`,
      }[d.placed_by],
      action: 'See your mess',
    }),
    mess_rebate_decided: (d, say) => ({
      title: d.decision === 'approved' ? 'Your mess rebate is approved' : 'Your mess rebate is rejected',
      body: `${d.mess_name}, ${say.day(d.from_on)} to ${say.day(d.to_on)}${d.note ? `: ${d.note}` : '.'}`,
      action: 'See your rebates',
    }),
    mess_bill_paid: (d, say) => ({
      title: `Mess bill paid: ${say.money(d.amount_minor, d.currency)}`,
      body: `Your mess bill for ${say.month(d.month)} is paid. Receipt ${d.receipt_number}.`,
      action: 'See the bill',
    }),
    leave_status: (d, say) => {
      const when = `${d.destination}, ${say.time(d.from_at)} to ${say.time(d.to_at)}`;
      const title = {
        awaiting_guardian: 'Your leave request is sent: your guardian is asked to consent',
        awaiting_warden:
          d.by === 'guardian'
            ? 'Your guardian consented: your leave awaits the warden'
            : 'Your leave request is sent to the warden',
        approved: 'Your leave is approved: your out-pass is ready',
        rejected: d.by === 'guardian' ? 'Your guardian did not consent to your leave' : 'Your leave is rejected',
        cancelled: 'Your leave is cancelled',
      }[d.status];
      return { title, body: `${when}${d.note ? `. Warden's note: ${d.note}` : '.'}`, action: 'See your leave' };
    },
    leave_guardian_consent: (d, say) => ({
      title: `${d.student_name ?? 'Your ward'} asks for leave: do you consent?`,
      body: `${d.student_name ?? 'Your ward'} of ${d.hostel_name} asks to be away from ${say.time(d.from_at)} to ${say.time(d.to_at)}, at ${d.destination}, because: ${d.reason}. Open the link and type the code ${d.code} to consent or refuse. The link works once, until ${say.time(d.expires_at)}. If you do not know this student, ignore this email.`,
      action: 'Answer the request',
    }),
    gate_late_return: (d, say) => ({
      title: `Late return: ${d.student_name ?? 'a student'} of ${d.hostel_name}`,
      body: `${d.student_name ?? 'A student'}${d.roll_number ? ` (${d.roll_number})` : ''} came back through the gate at ${say.time(d.returned_at)}; their leave ended ${say.time(d.to_at)}.`,
      action: 'See the hostel’s leave',
    }),
    // Fixed words and the product's own facts only: the guardian is told, not asked.
    leave_guardian_late: (d, say) => ({
      title: `${d.student_name ?? 'Your ward'} came back late from leave`,
      body: `${d.student_name ?? 'Your ward'} of ${d.hostel_name} was due back by ${say.time(d.to_at)} and came back through the hostel gate at ${say.time(d.returned_at)}. The hostel's warden has been told. If you do not know this student, ignore this email.`,
      action: `Open ${SITE_NAME}`,
    }),
    // Mail only, to the visitor: the pass itself (the QR is the mail's image), who to ask for, and the hostel's rules.
    visitor_pass: (d, say) => ({
      title: `Your visitor pass to ${d.hostel_name}`,
      body: `${d.visitor_name}, you may visit ${d.host_name ?? 'your host'}${d.host_room ? ` (room ${d.host_room})` : ''} at ${d.hostel_name} from ${say.time(d.from_at)} to ${say.time(d.to_at)}. Show the QR code in this email at the hostel gate on the way in and on the way out; if it does not show, give the guard your phone number. Visitors may go to: ${d.areas}. Visiting hours are ${d.visit_from} to ${d.visit_to} IST: leave by the end of your visit. Pass number ${d.pass_id}. If you do not know this student, ignore this email.`,
      action: `Open ${SITE_NAME}`,
    }),
    visitor_arrived: (d, say) => ({
      title: `${d.visitor_name} came in to visit you`,
      body: `${d.visitor_name} came in through the ${d.hostel_name} gate at ${say.time(d.at)}; their visit ends ${say.time(d.to_at)}.`,
      action: 'See your visitors',
    }),
    visitor_walk_in: (d, say) => ({
      title: `${d.visitor_name} is waiting at the gate for you`,
      body: `${d.visitor_name} came to the ${d.hostel_name} gate without a pass and asks to visit you until ${say.time(d.to_at)}. Confirm or decline in the app: the guard lets them in only once you confirm.`,
      action: 'Answer at your visitors',
    }),
    visitor_pass_void: (d, say) => {
      const why = {
        banned: 'the hostel office has banned this visitor',
        host_checked_out: 'you checked out of the hostel',
        host_on_leave: 'you are on leave then',
      }[d.reason];
      return {
        title: `${d.visitor_name}’s visitor pass is void`,
        body: `The pass for ${d.visitor_name}’s visit to ${d.hostel_name} from ${say.time(d.from_at)} to ${say.time(d.to_at)} is void: ${why}.`,
        action: 'See your visitors',
      };
    },
    guest_stay_status: (d, say) => {
      const stay = `${d.guest_name} at ${d.hostel_name}, ${say.day(d.check_in)} to ${say.day(d.check_out)} (${d.nights === 1 ? '1 night' : `${d.nights} nights`})`;
      const paid = say.money(d.amount_minor, d.currency);
      const words = {
        awaiting_approval: {
          title: 'Guest stay paid: it awaits the warden’s approval',
          body: `${stay}. ${paid} paid${d.receipt_number ? `, receipt ${d.receipt_number}` : ''}. A stay this long needs the warden’s approval; if it is refused, the payment is refunded in full.`,
        },
        confirmed: {
          title: 'Guest stay confirmed',
          body: `${stay}. ${paid} paid${d.receipt_number ? `, receipt ${d.receipt_number}` : ''}.${d.note ? ` Warden’s note: ${d.note}` : ''}`,
        },
        refused: {
          title: 'Guest stay refused by the warden',
          body: `${stay}. ${paid} will be refunded in full.${d.note ? ` Warden’s note: ${d.note}` : ''}`,
        },
        void: {
          title: 'Guest stay cancelled',
          body: `${stay}. ${d.void_reason === 'host_on_leave' ? 'You are on leave' : 'You have checked out of your hostel'}, so your guest’s stay is cancelled; any payment is refunded in full.`,
        },
        refunded: {
          title: 'Guest stay payment refunded',
          body: `${stay}. The hold ran out before the payment arrived and the nights went to another guest: ${paid} is refunded in full.`,
        },
      }[d.status];
      return { ...words, action: 'See the stay' };
    },
    guest_stay_review: (d, say) => ({
      title: `Guest stay to approve: ${d.guest_name}, ${d.hostel_name}`,
      body: `${d.host_name} booked ${d.nights} nights for ${d.guest_name}, ${say.day(d.check_in)} to ${say.day(d.check_out)}: longer than the guest house allows without your approval.`,
      action: 'See the guest house',
    }),
    work_order_status: (d, say) => {
      const job = `The ${say.choice('trade', d.trade)} job for “${d.title}”`;
      const body = {
        open: `${job} is waiting for a technician.`,
        assigned: `${job} has a technician; the visit time follows.`,
        scheduled: `${job}: the technician visits ${d.visit_from && d.visit_to ? `between ${say.time(d.visit_from)} and ${say.time(d.visit_to)}` : 'soon'}.`,
        done: `${job} is done. Confirm the fix or reopen it if it is not fixed, and rate the work.`,
        confirmed: `${job} is closed.`,
        reopened: `${job} went back to the technician.`,
      }[d.status];
      return { title: `Repair: ${d.title}`, body, action: 'See your repairs' };
    },
    work_order_job: (d, say) => {
      const where = d.hostel_name
        ? ` in ${d.hostel_name}${d.room_number != null ? `, room ${d.room_number}` : ''}`
        : '';
      const reopened = d.status === 'reopened';
      return {
        title: `${reopened ? 'Job reopened' : 'New job'}: ${d.title}`,
        body: `${reopened ? 'The student says it is not fixed' : `A ${say.choice('trade', d.trade)} job is yours`}${where}; it is due by ${say.time(d.due_at)}.${d.note ? ` The student’s note: ${d.note}` : ''}`,
        action: 'See your jobs',
      };
    },
    condition_report_due: (d, say) => ({
      title: d.reminder >= 2 ? 'Last reminder: your room’s condition report' : 'Reminder: your room’s condition report',
      body: `Confirm or dispute each item of ${d.bed ?? 'your room'} by ${say.time(d.due_at)}, with notes and photos of anything damaged or missing. A report not sent by then counts as the inventory lists it.`,
      action: 'Open the report',
    }),
    room_charges: (d, say) => ({
      title: d.step === 'decided' ? 'Your appeal against a room charge was decided' : 'Charges after your move-out',
      body:
        d.step === 'decided'
          ? `You now owe ${say.money(d.amount_minor, d.currency)} for your room’s items.`
          : `The move-out inspection found damage or loss: ${say.money(d.amount_minor, d.currency)} is charged, item by item with photos. You may appeal each charge once.`,
      action: 'See the charges',
    }),
  },
};
