// Every message the app raises, by name: the words live in the catalogues (src/locales/<language>/messages.json),
// where the product's fixed English wording stays verbatim; this module reads them in the language being read now, at
// the moment a message is shown. Components rendering text use useTranslation's t, which re-renders on a switch.
import { t } from '../lib/i18n';

export const messages = {
  get fillAllFields() {
    return t('messages:fillAllFields');
  },
  get passwordsDoNotMatch() {
    return t('messages:passwordsDoNotMatch');
  },
  get signUpSuccess() {
    return t('messages:signUpSuccess');
  },
  get signInSuccess() {
    return t('messages:signInSuccess');
  },
  get loginFirst() {
    return t('messages:loginFirst');
  },
  get loginToSubmitApplication() {
    return t('messages:loginToSubmitApplication');
  },
  get loginToRaiseComplaint() {
    return t('messages:loginToRaiseComplaint');
  },
  get applicationStatusFailed() {
    return t('messages:applicationStatusFailed');
  },
  get noSuchComplaint() {
    return t('messages:noSuchComplaint');
  },
  get applicationStatusChecked() {
    return t('messages:applicationStatusChecked');
  },
  get complaintStatusChecked() {
    return t('messages:complaintStatusChecked');
  },
  get applicationSubmitted() {
    return t('messages:applicationSubmitted');
  },
  get applicationSubmitFailed() {
    return t('messages:applicationSubmitFailed');
  },
  get complaintRaised() {
    return t('messages:complaintRaised');
  },
  get uploadFailed() {
    return t('messages:uploadFailed');
  },
  uploadFailedWithReason: (reason: string) => t('messages:uploadFailedWithReason', { reason }),
  get uploadLimitReached() {
    return t('messages:uploadLimitReached');
  },
  get selectFileToUpload() {
    return t('messages:selectFileToUpload');
  },
  get fileTooLarge() {
    return t('messages:fileTooLarge');
  },
  get attachmentLoading() {
    return t('messages:attachmentLoading');
  },
  get attachmentUnavailable() {
    return t('messages:attachmentUnavailable');
  },
  paymentFailed: (reason: string) => t('messages:paymentFailed', { reason }),
  get paymentSuccessful() {
    return t('messages:paymentSuccessful');
  },
  get fetchApplicationsFailed() {
    return t('messages:fetchApplicationsFailed');
  },
  get fetchComplaintsFailed() {
    return t('messages:fetchComplaintsFailed');
  },
  get applicationResolved() {
    return t('messages:applicationResolved');
  },
  get resolveApplicationFailed() {
    return t('messages:resolveApplicationFailed');
  },
  get complaintResolved() {
    return t('messages:complaintResolved');
  },
  get resolveComplaintFailed() {
    return t('messages:resolveComplaintFailed');
  },
  get fetchRoomsFailed() {
    return t('messages:fetchRoomsFailed');
  },
  get noVacantRooms() {
    return t('messages:noVacantRooms');
  },
  get loginToSeeSection() {
    return t('messages:loginToSeeSection');
  },
  get logoutTitle() {
    return t('messages:logoutTitle');
  },
  get logoutWarning() {
    return t('messages:logoutWarning');
  },
  get unexpectedError() {
    return t('messages:unexpectedError');
  },
  get startWithLogin() {
    return t('messages:startWithLogin');
  },
  get somethingWentWrong() {
    return t('messages:somethingWentWrong');
  },
  get networkError() {
    return t('messages:networkError');
  },
  get pageNotFound() {
    return t('messages:pageNotFound');
  },
  get chunkTimeout() {
    return t('messages:chunkTimeout');
  },
  get applicationTypeRequired() {
    return t('messages:applicationTypeRequired');
  },
  get descriptionRequired() {
    return t('messages:descriptionRequired');
  },
  get applicationIdRequired() {
    return t('messages:applicationIdRequired');
  },
  get complaintIdRequired() {
    return t('messages:complaintIdRequired');
  },
  get complaintStatusFailed() {
    return t('messages:complaintStatusFailed');
  },
  get complaintIdNumeric() {
    return t('messages:complaintIdNumeric');
  },
  get emailInvalid() {
    return t('messages:emailInvalid');
  },
  get newsletterSubscribed() {
    return t('messages:newsletterSubscribed');
  },
  get newsletterAlreadySubscribed() {
    return t('messages:newsletterAlreadySubscribed');
  },
  get newsletterFailed() {
    return t('messages:newsletterFailed');
  },
  get fetchNoticesFailed() {
    return t('messages:fetchNoticesFailed');
  },
  get noNotices() {
    return t('messages:noNotices');
  },
  get fetchAvailabilityFailed() {
    return t('messages:fetchAvailabilityFailed');
  },
  get fetchHostelsFailed() {
    return t('messages:fetchHostelsFailed');
  },
  get loginToBook() {
    return t('messages:loginToBook');
  },
  get declarationWhy() {
    return t('messages:declarationWhy');
  },
  get declarationFixed() {
    return t('messages:declarationFixed');
  },
  get declarationCorrected() {
    return t('messages:declarationCorrected');
  },
  get declarationSaved() {
    return t('messages:declarationSaved');
  },
  get genderRequired() {
    return t('messages:genderRequired');
  },
  get maritalStatusRequired() {
    return t('messages:maritalStatusRequired');
  },
  get fetchDeclarationFailed() {
    return t('messages:fetchDeclarationFailed');
  },
  get notEligibleLead() {
    return t('messages:notEligibleLead');
  },
  get alreadyBooked() {
    return t('messages:alreadyBooked');
  },
  attachAgain: (file: string) => t('messages:attachAgain', { file }),
  get noApplications() {
    return t('messages:noApplications');
  },
  get roommateEmailInvalid() {
    return t('messages:roommateEmailInvalid');
  },
  get roommateInviteHint() {
    return t('messages:roommateInviteHint');
  },
  roommateInvited: (email: string, until: string) => t('messages:roommateInvited', { email, until }),
  get roommateNoAccount() {
    return t('messages:roommateNoAccount');
  },
  get roommateInviteCap() {
    return t('messages:roommateInviteCap');
  },
  get roommateMailCap() {
    return t('messages:roommateMailCap');
  },
  get roommateWithdrawn() {
    return t('messages:roommateWithdrawn');
  },
  roommatePending: (email: string, bed: string) => t('messages:roommatePending', { email, bed }),
  roommateAccepted: (email: string, bed: string) => t('messages:roommateAccepted', { email, bed }),
  roommateOtherBedFree: (bed: string) => t('messages:roommateOtherBedFree', { bed }),
  roommateOtherBedTaken: (bed: string) => t('messages:roommateOtherBedTaken', { bed }),
  get roommateBedHeld() {
    return t('messages:roommateBedHeld');
  },
  get roommateInviteAccepted() {
    return t('messages:roommateInviteAccepted');
  },
  get roommateInviteDeclined() {
    return t('messages:roommateInviteDeclined');
  },
  get roommateSomeone() {
    return t('messages:roommateSomeone');
  },
  get fetchRoommatesFailed() {
    return t('messages:fetchRoommatesFailed');
  },
  get submitting() {
    return t('messages:submitting');
  },
  get complaintPromise() {
    return t('messages:complaintPromise');
  },
  get complaintTypeRequired() {
    return t('messages:complaintTypeRequired');
  },
  get complaintCategoryRequired() {
    return t('messages:complaintCategoryRequired');
  },
  get complaintDescriptionTooLong() {
    return t('messages:complaintDescriptionTooLong');
  },
  get urgencyRequired() {
    return t('messages:urgencyRequired');
  },
  complaintIdIs: (id: number) => t('messages:complaintIdIs', { id }),
  get noRoomBooked() {
    return t('messages:noRoomBooked');
  },
  get noComplaints() {
    return t('messages:noComplaints');
  },
  get fetchRoomFailed() {
    return t('messages:fetchRoomFailed');
  },
  get academicDetailsSaved() {
    return t('messages:academicDetailsSaved');
  },
  get academicDetailsFailed() {
    return t('messages:academicDetailsFailed');
  },
  get courseRequired() {
    return t('messages:courseRequired');
  },
  get courseTooLong() {
    return t('messages:courseTooLong');
  },
  get semesterInvalid() {
    return t('messages:semesterInvalid');
  },
  get admissionDateInvalid() {
    return t('messages:admissionDateInvalid');
  },
  get fetchDashboardFailed() {
    return t('messages:fetchDashboardFailed');
  },
  get fetchOccupancyFailed() {
    return t('messages:fetchOccupancyFailed');
  },
  get noMatchingItems() {
    return t('messages:noMatchingItems');
  },
  get exportFailed() {
    return t('messages:exportFailed');
  },
  get sessionEnded() {
    return t('messages:sessionEnded');
  },
  get applicationApproved() {
    return t('messages:applicationApproved');
  },
  get applicationRejected() {
    return t('messages:applicationRejected');
  },
  get decisionNoteLabel() {
    return t('messages:decisionNoteLabel');
  },
  get rejectNoteHint() {
    return t('messages:rejectNoteHint');
  },
  get decisionNote() {
    return t('messages:decisionNote');
  },
  noteProblem: (problem: string) => t('messages:noteProblem', { problem }),
  complaintAssigned: (email: string | null) =>
    email ? t('messages:complaintAssigned', { email }) : t('messages:complaintUnassigned'),
  get assignComplaintFailed() {
    return t('messages:assignComplaintFailed');
  },
  get complaintStarted() {
    return t('messages:complaintStarted');
  },
  get startComplaintFailed() {
    return t('messages:startComplaintFailed');
  },
  get fetchStaffFailed() {
    return t('messages:fetchStaffFailed');
  },
  get replySent() {
    return t('messages:replySent');
  },
  get replyFailed() {
    return t('messages:replyFailed');
  },
  replyProblem: (problem: string) => t('messages:replyProblem', { problem }),
  get fetchRepliesFailed() {
    return t('messages:fetchRepliesFailed');
  },
  get noReplies() {
    return t('messages:noReplies');
  },
  get threadClosed() {
    return t('messages:threadClosed');
  },
  get replyFromOffice() {
    return t('messages:replyFromOffice');
  },
  get replyFromStudent() {
    return t('messages:replyFromStudent');
  },
  get replyFromYou() {
    return t('messages:replyFromYou');
  },
  answerBy: (time: string) => t('messages:answerBy', { time }),
  get forgotPassword() {
    return t('messages:forgotPassword');
  },
  get recoveryEmailSent() {
    return t('messages:recoveryEmailSent');
  },
  get recoveryRateLimited() {
    return t('messages:recoveryRateLimited');
  },
  get recoveryLinkInvalid() {
    return t('messages:recoveryLinkInvalid');
  },
  get recoveryLinkMissing() {
    return t('messages:recoveryLinkMissing');
  },
  get requestNewLink() {
    return t('messages:requestNewLink');
  },
  passwordTooShort: (min: number) => t('messages:passwordTooShort', { min }),
  passwordTooLong: (max: number) => t('messages:passwordTooLong', { max }),
  get confirmPasswordRequired() {
    return t('messages:confirmPasswordRequired');
  },
  get passwordChanged() {
    return t('messages:passwordChanged');
  },
  get bookNow() {
    return t('messages:bookNow');
  },
  get roomVacant() {
    return t('messages:roomVacant');
  },
  get roomPartlyFree() {
    return t('messages:roomPartlyFree');
  },
  get roomReserved() {
    return t('messages:roomReserved');
  },
  get roomOccupied() {
    return t('messages:roomOccupied');
  },
  get roomAccessible() {
    return t('messages:roomAccessible');
  },
  get yourHold() {
    return t('messages:yourHold');
  },
  get yourBed() {
    return t('messages:yourBed');
  },
  get yourBedOrHold() {
    return t('messages:yourBedOrHold');
  },
  get requestRoomChange() {
    return t('messages:requestRoomChange');
  },
  bedsFree: (free: number, total: number) => t('messages:bedsFree', { free, total }),
  get roomsViewMap() {
    return t('messages:roomsViewMap');
  },
  get roomsViewList() {
    return t('messages:roomsViewList');
  },
  get roomsMapHint() {
    return t('messages:roomsMapHint');
  },
  get closeRoomDetails() {
    return t('messages:closeRoomDetails');
  },
  get nameRequired() {
    return t('messages:nameRequired');
  },
  get emailRequired() {
    return t('messages:emailRequired');
  },
  get stateRequired() {
    return t('messages:stateRequired');
  },
  get cityRequired() {
    return t('messages:cityRequired');
  },
  get pincodeRequired() {
    return t('messages:pincodeRequired');
  },
  get wizardBack() {
    return t('messages:wizardBack');
  },
  get wizardNext() {
    return t('messages:wizardNext');
  },
  get submitBooking() {
    return t('messages:submitBooking');
  },
  get completeYourPayment() {
    return t('messages:completeYourPayment');
  },
  get submitPayment() {
    return t('messages:submitPayment');
  },
  get processingPayment() {
    return t('messages:processingPayment');
  },
  get paymentSuccessfulTitle() {
    return t('messages:paymentSuccessfulTitle');
  },
  hostelNotFound: (hostel: string) => t('messages:hostelNotFound', { hostel }),
  get seeAllHostels() {
    return t('messages:seeAllHostels');
  },
  get roomNotFound() {
    return t('messages:roomNotFound');
  },
  get roomTaken() {
    return t('messages:roomTaken');
  },
  backToRooms: (hostel: string) => t('messages:backToRooms', { hostel }),
  get bookingDetailsMissing() {
    return t('messages:bookingDetailsMissing');
  },
  get paymentStartFailed() {
    return t('messages:paymentStartFailed');
  },
  get holdExpired() {
    return t('messages:holdExpired');
  },
  paymentClosed: (reason: string) => t('messages:paymentClosed', { reason }),
  get startAgain() {
    return t('messages:startAgain');
  },
  get cardNumberRequired() {
    return t('messages:cardNumberRequired');
  },
  get cardNumberInvalid() {
    return t('messages:cardNumberInvalid');
  },
  get cardExpiryRequired() {
    return t('messages:cardExpiryRequired');
  },
  get cardExpiryInvalid() {
    return t('messages:cardExpiryInvalid');
  },
  get cardExpiryPast() {
    return t('messages:cardExpiryPast');
  },
  get cardCvcRequired() {
    return t('messages:cardCvcRequired');
  },
  get cardCvcInvalid() {
    return t('messages:cardCvcInvalid');
  },
  get paymentIntentMissing() {
    return t('messages:paymentIntentMissing');
  },
  get paymentDetailsFailed() {
    return t('messages:paymentDetailsFailed');
  },
  get paymentProcessing() {
    return t('messages:paymentProcessing');
  },
  get paymentRefunded() {
    return t('messages:paymentRefunded');
  },
  get paymentNotCompleted() {
    return t('messages:paymentNotCompleted');
  },
  get checkAgain() {
    return t('messages:checkAgain');
  },
  get claimingPlace() {
    return t('messages:claimingPlace');
  },
  placeClaimed: (windows: number) => t('messages:placeClaimed', { count: windows }),
  get claimLinkMissing() {
    return t('messages:claimLinkMissing');
  },
  get seeTheHostels() {
    return t('messages:seeTheHostels');
  },
  selectionWindowOpens: (hostel: string, at: string) => t('messages:selectionWindowOpens', { hostel, at }),
  selectionWindowOpenUntil: (until: string) => t('messages:selectionWindowOpenUntil', { until }),
  selectionWindowOpened: (hostel: string) => t('messages:selectionWindowOpened', { hostel }),
  get noSelectionWindow() {
    return t('messages:noSelectionWindow');
  },
  get fetchSelectionFailed() {
    return t('messages:fetchSelectionFailed');
  },
  holdOutsideWindow: (hostel: string, at: string) => t('messages:holdOutsideWindow', { hostel, at }),
  get selectionOpensIn() {
    return t('messages:selectionOpensIn');
  },
  selectionOpenedStartAgain: (hostel: string) => t('messages:selectionOpenedStartAgain', { hostel }),
  get inLine() {
    return t('messages:inLine');
  },
  get inLineWhy() {
    return t('messages:inLineWhy');
  },
  get inLineForRooms() {
    return t('messages:inLineForRooms');
  },
  get joiningLine() {
    return t('messages:joiningLine');
  },
  placeInLine: (place: string, ahead: number) =>
    ahead === 0 ? t('messages:placeInLineNobodyAhead', { place }) : t('messages:placeInLine', { place, count: ahead }),
  lineWait: (wait: string) => t('messages:lineWait', { wait }),
  admissionUntil: (until: string) => t('messages:admissionUntil', { until }),
  get admissionEnded() {
    return t('messages:admissionEnded');
  },
  get giveUpTurn() {
    return t('messages:giveUpTurn');
  },
  get givingUpTurn() {
    return t('messages:givingUpTurn');
  },
  giveUpTurnFailed: (reason: string) => t('messages:giveUpTurnFailed', { reason }),
  get turnGivenUpTitle() {
    return t('messages:turnGivenUpTitle');
  },
  get turnGivenUp() {
    return t('messages:turnGivenUp');
  },
  get takeNewPlace() {
    return t('messages:takeNewPlace');
  },
  hostelSelectionComing: (hostel: string, opens: string, closes: string) =>
    t('messages:hostelSelectionComing', { hostel, opens, closes }),
  hostelSelectionOpen: (hostel: string, closes: string) => t('messages:hostelSelectionOpen', { hostel, closes }),
  lineCheckFailed: (reason: string, seconds: number) => t('messages:lineCheckFailed', { reason, seconds }),
  get checkNow() {
    return t('messages:checkNow');
  },
  get viewReceipt() {
    return t('messages:viewReceipt');
  },
  get receiptEmailed() {
    return t('messages:receiptEmailed');
  },
  get loginToSeeReceipt() {
    return t('messages:loginToSeeReceipt');
  },
  get receiptNotFound() {
    return t('messages:receiptNotFound');
  },
  get receiptRefunded() {
    return t('messages:receiptRefunded');
  },
  get fetchReceiptFailed() {
    return t('messages:fetchReceiptFailed');
  },
  notificationsBell: (unread: number) =>
    unread > 0 ? t('messages:notificationsBellUnread', { unread }) : t('messages:notificationsBell'),
  get noNotifications() {
    return t('messages:noNotifications');
  },
  get fetchNotificationsFailed() {
    return t('messages:fetchNotificationsFailed');
  },
  get allNotificationsRead() {
    return t('messages:allNotificationsRead');
  },
  get markNotificationsReadFailed() {
    return t('messages:markNotificationsReadFailed');
  },
  get emailChoicesNote() {
    return t('messages:emailChoicesNote');
  },
  get emailChoicesSaved() {
    return t('messages:emailChoicesSaved');
  },
  get emailChoicesFailed() {
    return t('messages:emailChoicesFailed');
  },
  get fetchEmailChoicesFailed() {
    return t('messages:fetchEmailChoicesFailed');
  },
  get waitlistTitle() {
    return t('messages:waitlistTitle');
  },
  /** The room type each line is for, by occupancy. */
  get roomTypeNames(): Readonly<Record<1 | 2, string>> {
    return { 1: t('messages:roomTypeSingle'), 2: t('messages:roomTypeDouble') };
  },
  waitlistFull: (type: string, hostel: string) => t('messages:waitlistFull', { type: type.toLowerCase(), hostel }),
  waitlistJoin: (type: string, hostel: string) => t('messages:waitlistJoin', { type, hostel }),
  get waitlistJoining() {
    return t('messages:waitlistJoining');
  },
  waitlistSignIn: (type: string, hostel: string) => t('messages:waitlistSignIn', { type, hostel }),
  waitlistPlace: (position: number, total: number, type: string) =>
    t('messages:waitlistPlace', { position, total, type }),
  waitlistPlaceIn: (position: number, total: number, type: string, hostel: string) =>
    t('messages:waitlistPlaceIn', { position, total, type, hostel }),
  waitlistJoined: (type: string, hostel: string) => t('messages:waitlistJoined', { type, hostel }),
  get waitlistLeave() {
    return t('messages:waitlistLeave');
  },
  get waitlistLeaving() {
    return t('messages:waitlistLeaving');
  },
  get waitlistLeaveTitle() {
    return t('messages:waitlistLeaveTitle');
  },
  waitlistLeaveWarning: (type: string, hostel: string) => t('messages:waitlistLeaveWarning', { type, hostel }),
  get waitlistStay() {
    return t('messages:waitlistStay');
  },
  waitlistLeft: (type: string, hostel: string) => t('messages:waitlistLeft', { type, hostel }),
  get waitlistOfferTitle() {
    return t('messages:waitlistOfferTitle');
  },
  waitlistOffer: (hostel: string, wing: string, room: number, bed: string, until: string) =>
    t('messages:waitlistOffer', { hostel, wing, room, bed, until }),
  get waitlistTimeLeft() {
    return t('messages:waitlistTimeLeft');
  },
  get waitlistBook() {
    return t('messages:waitlistBook');
  },
  get waitlistDecline() {
    return t('messages:waitlistDecline');
  },
  get waitlistDeclineTitle() {
    return t('messages:waitlistDeclineTitle');
  },
  get waitlistDeclineWarning() {
    return t('messages:waitlistDeclineWarning');
  },
  get waitlistDeclineConfirm() {
    return t('messages:waitlistDeclineConfirm');
  },
  get waitlistDeclining() {
    return t('messages:waitlistDeclining');
  },
  get waitlistKeepOffer() {
    return t('messages:waitlistKeepOffer');
  },
  get waitlistDeclined() {
    return t('messages:waitlistDeclined');
  },
  get fetchWaitlistFailed() {
    return t('messages:fetchWaitlistFailed');
  },
  selectionWindowCreated: (name: string) => t('messages:selectionWindowCreated', { name }),
  selectionWindowSaved: (name: string) => t('messages:selectionWindowSaved', { name }),
  get saveSelectionWindowFailed() {
    return t('messages:saveSelectionWindowFailed');
  },
  selectionWindowDeleted: (name: string) => t('messages:selectionWindowDeleted', { name }),
  get deleteSelectionWindowFailed() {
    return t('messages:deleteSelectionWindowFailed');
  },
  get fetchSelectionWindowsFailed() {
    return t('messages:fetchSelectionWindowsFailed');
  },
  get noSelectionWindows() {
    return t('messages:noSelectionWindows');
  },
  get selectionAdminsOnly() {
    return t('messages:selectionAdminsOnly');
  },
} as const;

export type MessageKey = keyof typeof messages;
