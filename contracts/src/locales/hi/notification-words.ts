// Notifications in Hindi, as the hostel office writes to students: the same facts as the English sentences, in Hindi's
// own word order; hostel and wing names, references, IDs and digits stay as they are.
import type { NotificationWords } from '../notification-words';

interface Place {
  hostel_name: string;
  wing_name: string;
  room_number: number;
  bed_label: string;
}

const bedIn = (p: Place): string => `${p.hostel_name}, ${p.wing_name} विंग, कमरा ${p.room_number} का बेड ${p.bed_label}`;

export const hi: NotificationWords = {
  choices: {
    complaintType: {
      'service-quality': 'सेवा की गुणवत्ता',
      'accommodation-issue': 'आवास संबंधी समस्या',
      'application-process': 'आवेदन प्रक्रिया',
      'facility-maintenance': 'सुविधाओं का रखरखाव',
      'noise-disturbance': 'शोर-शराबा',
      'staff-behavior': 'कर्मचारियों का व्यवहार',
      cleanliness: 'साफ़-सफ़ाई',
      'internet-issue': 'इंटरनेट संबंधी समस्या',
      'food-dining': 'भोजन और मेस',
      'payment-issue': 'भुगतान संबंधी समस्या',
      'safety-security': 'सुरक्षा',
      'room-allocation': 'कमरा आवंटन',
      'guest-policy': 'अतिथि नीति',
      other: 'अन्य',
    },
    complaintCategory: {
      'application-not-accepted': 'आवेदन स्वीकार नहीं हुआ',
      'application-taking-long': 'आवेदन में बहुत समय लग रहा है',
      'documentation-issue': 'दस्तावेज़ संबंधी समस्या',
      'incorrect-application-status': 'आवेदन की स्थिति ग़लत है',
      'electricity-failure': 'बिजली की ख़राबी',
      'water-cooler-failure': 'वॉटर कूलर ख़राब',
      'plumbing-issue': 'प्लंबिंग की समस्या',
      'room-allotment-issue': 'कमरा आवंटन की समस्या',
      'room-condition-issue': 'कमरे की हालत की समस्या',
      'noise-neighbors': 'पड़ोसियों का शोर',
      'noise-common-areas': 'सामान्य स्थानों में शोर',
      'mess-food-quality-issue': 'मेस के भोजन की गुणवत्ता',
      'food-timing-issue': 'भोजन के समय की समस्या',
      'staff-unprofessional-behavior': 'कर्मचारियों का अव्यावसायिक व्यवहार',
      'staff-unhelpful': 'कर्मचारी सहयोग नहीं करते',
      'slow-internet': 'धीमा इंटरनेट',
      'wifi-not-working': 'वाई-फ़ाई काम नहीं कर रहा',
      'billing-error': 'बिल में त्रुटि',
      other: 'अन्य',
    },
    // As the word reads before "प्राथमिकता".
    urgency: { low: 'कम', medium: 'मध्यम', high: 'उच्च' },
    // As the words read before "आवेदन".
    applicationType: { 'Room Change': 'कमरा बदलने का', 'Hostel Change': 'हॉस्टल बदलने का', Other: 'अन्य' },
    decision: { approved: 'स्वीकृत', rejected: 'अस्वीकृत' },
    trade: {
      electrical: 'बिजली',
      plumbing: 'प्लंबिंग',
      carpentry: 'बढ़ईगिरी',
      network: 'नेटवर्क',
      housekeeping: 'साफ़-सफ़ाई',
    },
  },
  sentences: {
    booking_receipt: (d, say) => ({
      title: `बुकिंग की पुष्टि: ${d.hostel_name}, कमरा ${d.room_number}`,
      body: [
        `हमें ${bedIn(d)} के लिए ${say.time(d.paid_at)} को ${say.money(d.amount_minor, d.currency)} प्राप्त हुए।`,
        d.rent_minor != null && d.fee_period
          ? `${d.fee_period === 'year' ? 'एक वर्ष' : 'एक सेमेस्टर'} का किराया: ${say.money(d.rent_minor, d.currency)}।`
          : '',
        d.deposit_minor ? `वापसी योग्य सावधानी जमा: ${say.money(d.deposit_minor, d.currency)}।` : '',
        d.receipt_number ? `रसीद ${d.receipt_number}।` : '',
        `बुकिंग संदर्भ ${d.reference}।`,
      ]
        .filter(Boolean)
        .join(' '),
      action: 'अपनी रसीद देखें',
    }),
    booking_refunded: (d, say) => ({
      title: `रिफ़ंड जारी: ${d.hostel_name}, कमरा ${d.room_number}`,
      body: `${bedIn(d)} के लिए आपका ${say.money(d.amount_minor, d.currency)} का भुगतान लौटा दिया गया है (बुकिंग ${d.reference})। रिफ़ंड 5–10 कार्य-दिवसों में आपके कार्ड में पहुँच जाता है।`,
      action: 'बुकिंग देखें',
    }),
    hold_ending: (d, say) => ({
      title: 'आपका रोका गया बेड 5 मिनट में छोड़ दिया जाएगा',
      body: `हमने ${bedIn(d)} आपके लिए ${say.time(d.hold_ends_at)} तक रोक रखा है। इसे अपने पास रखने के लिए उससे पहले भुगतान करें।`,
      action: 'भुगतान पूरा करें',
    }),
    hold_lapsed: (d) => ({
      title: 'आपका रोका गया बेड छोड़ दिया गया',
      body: `भुगतान से पहले ही ${bedIn(d)} की रोक समाप्त हो गई, इसलिए यह बेड अब फिर से दूसरों के लिए उपलब्ध है। आपसे कोई राशि नहीं ली गई।`,
      action: `${d.hostel_name} के कमरे देखें`,
    }),
    // Fixed words and the product's own facts only: nothing the inviter typed reaches the invitee's inbox.
    roommate_invite: (d, say) => ({
      title: `रूममेट निमंत्रण: ${d.hostel_name}, कमरा ${d.room_number}`,
      body: `${d.hostel_name}, ${d.wing_name} विंग के कमरा ${d.room_number} में बेड वाले एक छात्र ने आपको उसे साझा करने के लिए आमंत्रित किया है: ${bedIn(d)} ${say.time(d.expires_at)} तक आपके लिए रखा गया है। किसने आमंत्रित किया, यह देखने और स्वीकार या अस्वीकार करने के लिए इसी ईमेल से साइन इन करें।`,
      action: 'निमंत्रण का उत्तर दें',
    }),
    application_decided: (d, say) => {
      const decision = say.choice('decision', d.decision);
      return {
        title: `आपका ${say.choice('applicationType', d.application_type)} आवेदन ${decision} कर दिया गया है`,
        body: `आवेदन ${d.application_id} ${decision} कर दिया गया है।${d.note ? ` हॉस्टल कार्यालय की टिप्पणी: ${d.note}` : ''}`,
        action: 'अपने आवेदन देखें',
      };
    },
    complaint_resolved: (d, say) => ({
      title: 'आपकी शिकायत का समाधान हो गया है',
      body: `हॉस्टल कार्यालय ने शिकायत #${d.complaint_id} (${say.choice('complaintType', d.complaint_type)}, ${say.choice('complaintCategory', d.complaint_category)}) का समाधान कर दिया है।`,
      action: 'अपनी शिकायतें देखें',
    }),
    complaint_overdue: (d, say) => ({
      title: `शिकायत #${d.complaint_id} की समय-सीमा बीत चुकी है`,
      body: `${say.time(d.created_at)} को दर्ज ${say.choice('urgency', d.urgency_level)} प्राथमिकता वाली शिकायत (${say.choice('complaintType', d.complaint_type)}, ${say.choice('complaintCategory', d.complaint_category)}) अभी तक हल नहीं हुई है।`,
      action: 'शिकायतें खोलें',
    }),
    complaint_replied: (d, say) => ({
      title: `हॉस्टल कार्यालय ने शिकायत #${d.complaint_id} का उत्तर दिया है`,
      body: `आपकी शिकायत (${say.choice('complaintType', d.complaint_type)}, ${say.choice('complaintCategory', d.complaint_category)}) के बारे में: “${d.reply}”`,
      action: 'पढ़ें और उत्तर दें',
    }),
    waitlist_offer: (d, say) => ({
      title: `${d.hostel_name} में एक बेड आपके लिए उपलब्ध है`,
      body: `${d.occupancy === 2 ? 'डबल' : 'सिंगल'} कमरे की प्रतीक्षा सूची में आप सबसे आगे हैं: ${bedIn(d)} ${say.time(d.expires_at)} तक आपके लिए रखा गया है। इसे लेने के लिए उससे पहले बुक करके भुगतान करें; उसके बाद यह कतार में अगले व्यक्ति को मिल जाएगा।`,
      action: 'यह बेड बुक करें',
    }),
    selection_slot: (d, say) => ({
      title: `आपका कमरा चयन ${say.time(d.opens_at)} को खुलेगा`,
      body: `${d.window_name} (${d.hostels.join(', ')}) में आप ${say.time(d.opens_at)} से ${say.time(d.closes_at)} तक एक बेड रोक सकते हैं। उसी समय हॉस्टल के कमरे खोलें; पहले आने से कोई बढ़त नहीं मिलती।`,
      action: 'कमरे देखें',
    }),
    selection_claim: (d) => ({
      title: 'कमरा चयन में अपना स्थान प्राप्त करें',
      body: `हॉस्टल कार्यालय ने कमरा चयन के लिए ${d.email} को सूची में रखा है, और अब एक खाता इस पते का उपयोग करता है। यदि वह खाता आपका है, तो उसमें साइन इन रहते हुए यह लिंक खोलें: स्थान उस खाते का हो जाएगा। यदि वह आपका नहीं है, तो इस ईमेल को अनदेखा करें; कुछ भी प्राप्त नहीं किया जाएगा।`,
      action: 'मेरा स्थान प्राप्त करें',
    }),
    allotment_changed: (d, say) => {
      if (d.action === 'offer' && d.to) {
        return {
          title: `${d.to.hostel_name} में आपको एक बेड आवंटित हुआ: इसे लेने के लिए भुगतान करें`,
          body: `छात्रावास कार्यालय ने आपको ${bedIn(d.to)} आवंटित किया है। यह आपके लिए${d.expires_at ? ` ${say.time(d.expires_at)} तक` : ''} रखा गया है; इसे अपना बनाने के लिए उससे पहले कार्ड से भुगतान करें।`,
          action: 'यह बेड बुक करें',
        };
      }
      const place = d.to ?? d.from;
      const title = {
        allot: 'छात्रावास कार्यालय ने आपको एक बेड आवंटित किया',
        offer: 'छात्रावास कार्यालय ने आपको एक बेड आवंटित किया',
        move: 'छात्रावास कार्यालय ने आपको दूसरे बेड पर स्थानांतरित किया',
        swap: 'छात्रावास कार्यालय ने आपका बेड बदला',
        end: 'छात्रावास कार्यालय ने आपका आवंटन समाप्त किया',
      }[d.action];
      const body =
        d.action === 'end'
          ? `${d.from ? bedIn(d.from) : 'आपके बेड'} का आपका आवंटन समाप्त हो गया है: अब यह बेड आपका नहीं है।`
          : `अब आपका बेड ${d.to ? bedIn(d.to) : ''} है${d.from ? ` (पहले ${bedIn(d.from)} था)` : ''}।`;
      return { title, body, action: place ? `${place.hostel_name} के कमरे देखें` : 'अपनी प्रोफ़ाइल देखें' };
    },
    notice: (d) => ({
      title: d.important ? `महत्वपूर्ण सूचना: ${d.title}` : `सूचना: ${d.title}`,
      body: d.body,
      action: 'सभी सूचनाएँ देखें',
    }),
    mess_placed: (d) => ({
      title: `${d.period_name} के लिए आपका मेस: ${d.mess_name}`,
      body: {
        choice: `आपकी पसंद के अनुसार आप ${d.mess_name} में पंजीकृत हैं।`,
        lottery: `लॉटरी से आपको ${d.mess_name} में स्थान मिला है।`,
        default: `आपने समय पर मेस नहीं चुना, इसलिए आपको आपके छात्रावास के मेस ${d.mess_name} में रखा गया है।`,
        office: `छात्रावास कार्यालय ने आपको ${d.mess_name} में पंजीकृत किया है।`,
      }[d.placed_by],
      action: 'अपना मेस देखें',
    }),
    mess_rebate_decided: (d, say) => ({
      title: d.decision === 'approved' ? 'आपकी मेस छूट स्वीकृत हुई' : 'आपकी मेस छूट अस्वीकृत हुई',
      body: `${d.mess_name}, ${say.day(d.from_on)} से ${say.day(d.to_on)} तक${d.note ? `: ${d.note}` : '।'}`,
      action: 'अपनी छूट देखें',
    }),
    mess_bill_paid: (d, say) => ({
      title: `मेस बिल का भुगतान हुआ: ${say.money(d.amount_minor, d.currency)}`,
      body: `${say.month(d.month)} का आपका मेस बिल चुका दिया गया है। रसीद ${d.receipt_number}।`,
      action: 'बिल देखें',
    }),
    leave_status: (d, say) => {
      const when = `${d.destination}, ${say.time(d.from_at)} से ${say.time(d.to_at)} तक`;
      const title = {
        awaiting_guardian: 'आपका अवकाश अनुरोध भेजा गया: आपके अभिभावक से सहमति माँगी गई है',
        awaiting_warden:
          d.by === 'guardian'
            ? 'आपके अभिभावक ने सहमति दी: आपका अवकाश वार्डन के निर्णय की प्रतीक्षा में है'
            : 'आपका अवकाश अनुरोध वार्डन को भेजा गया',
        approved: 'आपका अवकाश स्वीकृत हुआ: आपका आउट-पास तैयार है',
        rejected: d.by === 'guardian' ? 'आपके अभिभावक ने आपके अवकाश की सहमति नहीं दी' : 'आपका अवकाश अस्वीकृत हुआ',
        cancelled: 'आपका अवकाश रद्द हुआ',
      }[d.status];
      return { title, body: `${when}${d.note ? `। वार्डन की टिप्पणी: ${d.note}` : '।'}`, action: 'अपना अवकाश देखें' };
    },
    leave_guardian_consent: (d, say) => ({
      title: `${d.student_name ?? 'आपके आश्रित'} अवकाश माँग रहे हैं: क्या आप सहमत हैं?`,
      body: `${d.hostel_name} के ${d.student_name ?? 'आपके आश्रित'} ${say.time(d.from_at)} से ${say.time(d.to_at)} तक ${d.destination} जाना चाहते हैं, कारण: ${d.reason}। लिंक खोलें और सहमति देने या मना करने के लिए कोड ${d.code} लिखें। लिंक एक बार, ${say.time(d.expires_at)} तक काम करता है। यदि आप इस छात्र को नहीं जानते, तो इस ईमेल को अनदेखा करें।`,
      action: 'अनुरोध का उत्तर दें',
    }),
    gate_late_return: (d, say) => ({
      title: `देर से वापसी: ${d.hostel_name} के ${d.student_name ?? 'एक छात्र'}`,
      body: `${d.student_name ?? 'एक छात्र'}${d.roll_number ? ` (${d.roll_number})` : ''} ${say.time(d.returned_at)} पर गेट से लौटे; उनका अवकाश ${say.time(d.to_at)} पर समाप्त हो गया था।`,
      action: 'छात्रावास के अवकाश देखें',
    }),
    leave_guardian_late: (d, say) => ({
      title: `${d.student_name ?? 'आपके आश्रित'} अवकाश से देर से लौटे`,
      body: `${d.hostel_name} के ${d.student_name ?? 'आपके आश्रित'} को ${say.time(d.to_at)} तक लौटना था और वे ${say.time(d.returned_at)} पर छात्रावास के गेट से लौटे। छात्रावास के वार्डन को सूचित कर दिया गया है। यदि आप इस छात्र को नहीं जानते, तो इस ईमेल को अनदेखा करें।`,
      action: 'कैंपस हॉस्टल खोलें',
    }),
    visitor_pass: (d, say) => ({
      title: `${d.hostel_name} के लिए आपका आगंतुक पास`,
      body: `${d.visitor_name}, आप ${say.time(d.from_at)} से ${say.time(d.to_at)} तक ${d.hostel_name} में ${d.host_name ?? 'अपने मेज़बान'}${d.host_room ? ` (कमरा ${d.host_room})` : ''} से मिलने आ सकते हैं। अंदर आते और बाहर जाते समय छात्रावास के गेट पर इस ईमेल का QR कोड दिखाएँ; यदि वह न दिखे, तो गार्ड को अपना फ़ोन नंबर बताएँ। आगंतुक यहाँ जा सकते हैं: ${d.areas}। मिलने का समय ${d.visit_from} से ${d.visit_to} IST है: अपनी भेंट के अंत तक चले जाएँ। पास संख्या ${d.pass_id}। यदि आप इस छात्र को नहीं जानते, तो इस ईमेल को अनदेखा करें।`,
      action: 'कैंपस हॉस्टल खोलें',
    }),
    visitor_arrived: (d, say) => ({
      title: `${d.visitor_name} आपसे मिलने अंदर आए`,
      body: `${d.visitor_name} ${say.time(d.at)} पर ${d.hostel_name} के गेट से अंदर आए; उनकी भेंट ${say.time(d.to_at)} पर समाप्त होती है।`,
      action: 'अपने आगंतुक देखें',
    }),
    visitor_walk_in: (d, say) => ({
      title: `${d.visitor_name} गेट पर आपकी प्रतीक्षा कर रहे हैं`,
      body: `${d.visitor_name} बिना पास के ${d.hostel_name} के गेट पर आए हैं और ${say.time(d.to_at)} तक आपसे मिलना चाहते हैं। ऐप में पुष्टि करें या मना करें: आपकी पुष्टि के बाद ही गार्ड उन्हें अंदर आने देगा।`,
      action: 'अपने आगंतुकों में उत्तर दें',
    }),
    visitor_pass_void: (d, say) => {
      const why = {
        banned: 'छात्रावास कार्यालय ने इस आगंतुक पर प्रतिबंध लगाया है',
        host_checked_out: 'आपने छात्रावास से चेक-आउट किया है',
        host_on_leave: 'उस समय आप अवकाश पर हैं',
      }[d.reason];
      return {
        title: `${d.visitor_name} का आगंतुक पास रद्द हो गया`,
        body: `${say.time(d.from_at)} से ${say.time(d.to_at)} तक ${d.hostel_name} में ${d.visitor_name} की भेंट का पास रद्द हो गया है: ${why}।`,
        action: 'अपने आगंतुक देखें',
      };
    },
    guest_stay_status: (d, say) => {
      const stay = `${d.hostel_name} में ${d.guest_name}, ${say.day(d.check_in)} से ${say.day(d.check_out)} तक (${d.nights} रात)`;
      const paid = say.money(d.amount_minor, d.currency);
      const words = {
        awaiting_approval: {
          title: 'अतिथि ठहराव का भुगतान हुआ: यह वार्डन की स्वीकृति की प्रतीक्षा में है',
          body: `${stay}। ${paid} का भुगतान हुआ${d.receipt_number ? `, रसीद ${d.receipt_number}` : ''}। इतने लंबे ठहराव के लिए वार्डन की स्वीकृति चाहिए; अस्वीकृत होने पर पूरा भुगतान लौटा दिया जाएगा।`,
        },
        confirmed: {
          title: 'अतिथि ठहराव पुष्ट हुआ',
          body: `${stay}। ${paid} का भुगतान हुआ${d.receipt_number ? `, रसीद ${d.receipt_number}` : ''}।${d.note ? ` वार्डन की टिप्पणी: ${d.note}` : ''}`,
        },
        refused: {
          title: 'वार्डन ने अतिथि ठहराव अस्वीकृत किया',
          body: `${stay}। ${paid} पूरा लौटा दिया जाएगा।${d.note ? ` वार्डन की टिप्पणी: ${d.note}` : ''}`,
        },
        void: {
          title: 'अतिथि ठहराव रद्द हुआ',
          body: `${stay}। ${d.void_reason === 'host_on_leave' ? 'आप अवकाश पर हैं' : 'आपने अपने छात्रावास से चेक-आउट कर लिया है'}, इसलिए आपके अतिथि का ठहराव रद्द हो गया है; कोई भी भुगतान पूरा लौटा दिया जाएगा।`,
        },
        refunded: {
          title: 'अतिथि ठहराव का भुगतान लौटाया गया',
          body: `${stay}। भुगतान पहुँचने से पहले होल्ड समाप्त हो गया और ये रातें किसी और अतिथि को मिल गईं: ${paid} पूरा लौटाया जाता है।`,
        },
      }[d.status];
      return { ...words, action: 'ठहराव देखें' };
    },
    guest_stay_review: (d, say) => ({
      title: `स्वीकृति के लिए अतिथि ठहराव: ${d.guest_name}, ${d.hostel_name}`,
      body: `${d.host_name} ने ${d.guest_name} के लिए ${say.day(d.check_in)} से ${say.day(d.check_out)} तक ${d.nights} रातें बुक की हैं: यह अतिथि गृह में आपकी स्वीकृति के बिना अनुमत अवधि से अधिक है।`,
      action: 'अतिथि गृह देखें',
    }),
    work_order_status: (d, say) => {
      const job = `“${d.title}” का ${say.choice('trade', d.trade)} काम`;
      const body = {
        open: `${job} तकनीशियन की प्रतीक्षा में है।`,
        assigned: `${job} एक तकनीशियन को सौंपा गया है; आने का समय बाद में बताया जाएगा।`,
        scheduled: `${job}: तकनीशियन ${d.visit_from && d.visit_to ? `${say.time(d.visit_from)} से ${say.time(d.visit_to)} के बीच` : 'जल्द ही'} आएँगे।`,
        done: `${job} पूरा हुआ। ठीक हुआ हो तो पुष्टि करें, न हुआ हो तो फिर से खोलें, और काम को रेटिंग दें।`,
        confirmed: `${job} बंद हो गया है।`,
        reopened: `${job} फिर से तकनीशियन को भेजा गया।`,
      }[d.status];
      return { title: `मरम्मत: ${d.title}`, body, action: 'अपनी मरम्मतें देखें' };
    },
    work_order_job: (d, say) => {
      const where = d.hostel_name ? ` (${d.hostel_name}${d.room_number != null ? `, कमरा ${d.room_number}` : ''})` : '';
      const reopened = d.status === 'reopened';
      return {
        title: `${reopened ? 'काम फिर से खोला गया' : 'नया काम'}: ${d.title}`,
        body: `${reopened ? 'छात्र के अनुसार यह ठीक नहीं हुआ' : `एक ${say.choice('trade', d.trade)} काम आपको सौंपा गया`}${where}; इसे ${say.time(d.due_at)} तक पूरा करना है।${d.note ? ` छात्र की टिप्पणी: ${d.note}` : ''}`,
        action: 'अपने काम देखें',
      };
    },
    condition_report_due: (d, say) => ({
      title: d.reminder >= 2 ? 'अंतिम अनुस्मारक: आपके कमरे की स्थिति रिपोर्ट' : 'अनुस्मारक: आपके कमरे की स्थिति रिपोर्ट',
      body: `${say.time(d.due_at)} तक ${d.bed ?? 'अपने कमरे'} की हर वस्तु की पुष्टि करें या उस पर आपत्ति दर्ज करें, टूटी या गुम वस्तुओं के नोट और फ़ोटो के साथ। तब तक न भेजी गई रिपोर्ट सूची के अनुसार मानी जाएगी।`,
      action: 'रिपोर्ट खोलें',
    }),
    room_charges: (d, say) => ({
      title: d.step === 'decided' ? 'कमरे के शुल्क पर आपकी अपील का निर्णय हो गया' : 'कमरा छोड़ने के बाद के शुल्क',
      body:
        d.step === 'decided'
          ? `अब आपको अपने कमरे की वस्तुओं के लिए ${say.money(d.amount_minor, d.currency)} देने हैं।`
          : `कमरा छोड़ने के निरीक्षण में टूट-फूट या कमी मिली: ${say.money(d.amount_minor, d.currency)} का शुल्क लगा है, हर वस्तु का फ़ोटो के साथ। आप हर शुल्क पर एक बार अपील कर सकते हैं।`,
      action: 'शुल्क देखें',
    }),
  },
};
