// Every user-facing message of the product, once: the spec's texts verbatim (§8), plus the few this client adds.

export const messages = {
  // Spec §8, verbatim.
  fillAllFields: "Please fill all the fields",
  passwordsDoNotMatch: "Passwords do not match",
  signUpSuccess: "Success",
  signInSuccess: "success",
  loginFirst: "Please login first",
  loginToSubmitApplication: "Please login to submit an application",
  loginToRaiseComplaint: "Please login to raise a complaint",
  applicationStatusFailed:
    "Failed to check application status. Please try again later.",
  noSuchComplaint: "No such complaint exists",
  applicationStatusChecked: "Application status checked successfully!",
  complaintStatusChecked: "Complaint status checked successfully!",
  applicationSubmitted: "Application submitted successfully!",
  applicationSubmitFailed:
    "Failed to submit application. Please try again later.",
  complaintRaised: "Complaint raised successfully",
  uploadFailed: "Error uploading file try again",
  uploadFailedWithReason: (reason: string) => `Error uploading file: ${reason}`,
  // The only policy a student's upload can fail besides the folder: the hourly limit of the database (10 files).
  uploadLimitReached: "you have added 10 attachments in the last hour; please wait a while before adding another",
  selectFileToUpload: "Please select a file to upload.",
  fileTooLarge: "File size exceeds 3 MB. Please upload a smaller file.",
  paymentFailed: (reason: string) => `Payment failed: ${reason}`,
  paymentSuccessful: "Payment successful!",
  fetchApplicationsFailed: "Failed to fetch applications",
  fetchComplaintsFailed: "Failed to fetch complaints",
  applicationResolved: "Application resolved successfully",
  resolveApplicationFailed: "Failed to resolve application",
  complaintResolved: "Complaint resolved successfully",
  resolveComplaintFailed: "Failed to resolve complaint",
  fetchRoomsFailed: "Failed to fetch room data",
  noVacantRooms: "No vacant rooms available.",
  loginToSeeSection: "Please Login to see this section",
  logoutTitle: "Do you want to Logout ?",
  logoutWarning: "You will lose all your progress and redirect to home page",
  unexpectedError: "Unexpected Application Error!",

  // Beyond the spec's catalogue: texts this client adds where the spec names a behaviour but no words.
  startWithLogin:
    "Start with login: sign in, or create a student account if you are new here.",
  somethingWentWrong: "Something went wrong. Please try again.",
  networkError:
    "Could not reach the server. Check your connection and try again.",
  pageNotFound: "The page you asked for does not exist.",
  chunkTimeout:
    "This page took too long to load. Check your connection and try again.",
  applicationTypeRequired: "Application type is required",
  descriptionRequired: "Description is required",
  applicationIdRequired: "Enter an application ID",
  complaintIdRequired: "Enter a complaint ID",
  complaintStatusFailed:
    "Failed to check complaint status. Please try again later.",
  complaintIdNumeric: "A complaint ID is a whole number, for example 42",
  emailInvalid: "Enter a valid email address, for example name@example.com",
  newsletterSubscribed: "Thanks for subscribing!",
  newsletterAlreadySubscribed: "You're already subscribed — thank you!",
  newsletterFailed: "Could not subscribe right now. Please try again later.",
  fetchNoticesFailed: "Notices could not be loaded right now.",
  noNotices: "No notices right now.",
  fetchAvailabilityFailed: "Room availability could not be loaded right now.",
  noApplications: "You have not submitted any applications yet.",

  // Complaints, profile and admin (beyond the spec's catalogue).
  submitting: "Submitting...",
  complaintPromise:
    "Every complaint is reviewed and responded to within 24 hours.",
  complaintTypeRequired: "Complaint type is required",
  complaintCategoryRequired: "Category is required",
  complaintDescriptionTooLong: "Description must be at most 4000 characters",
  urgencyRequired: "Urgency is required",
  complaintIdIs: (id: number) =>
    `Your complaint ID is ${id}. Use it to check the status on the status page.`,
  noRoomBooked: "No room booked yet",
  noComplaints: "You have not raised any complaints yet.",
  fetchRoomFailed: "Your room could not be loaded right now.",
  academicDetailsSaved: "Academic details saved",
  academicDetailsFailed: "Could not save academic details. Please try again.",
  courseRequired: "Course is required",
  courseTooLong: "Course must be at most 100 characters",
  semesterInvalid: "Semester must be a whole number from 1 to 12",
  admissionDateInvalid:
    "Admission date must be a date that is not in the future",
  fetchDashboardFailed: "Dashboard figures could not be loaded right now.",
  fetchOccupancyFailed: "Hostel occupancy could not be loaded right now.",
  noMatchingItems: "Nothing matches these filters.",
  exportFailed: "The CSV export could not be prepared right now. Please try again.",
  sessionEnded: "Your session has ended. Please sign in again.",

  // Rooms, booking wizard, payment and success: the spec's captions (§2, §5) and what this client adds.
  bookNow: "Book Now",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  stateRequired: "State is required",
  cityRequired: "City is required",
  pincodeRequired: "Pincode is required",
  wizardBack: "Back",
  wizardNext: "Next",
  submitBooking: "Submit Booking",
  completeYourPayment: "Complete Your Payment",
  submitPayment: "Submit",
  processingPayment: "Processing Payment...",
  paymentSuccessfulTitle: "Payment Successful",
  hostelNotFound: (name: string) => `There is no hostel called "${name}".`,
  seeAllHostels: "See all hostels on the status page",
  roomNotFound: "This room does not exist in this hostel.",
  roomTaken:
    "This room has just been booked or reserved by another student. Please choose another room.",
  backToRooms: (hostel: string) => `Back to ${hostel} rooms`,
  bookingDetailsMissing:
    "Fill in the booking form for this room before paying.",
  paymentStartFailed: "The payment could not be started. Please try again.",
  holdExpired:
    "Your hold on this room has expired and the room was released. Start again to book it.",
  paymentClosed: (reason: string) =>
    `This payment can no longer be completed: ${reason}`,
  startAgain: "Start again",
  cardNumberRequired: "Enter your card number.",
  cardNumberInvalid: "Your card number is invalid.",
  cardExpiryRequired: "Enter the expiry date as MM/YY.",
  cardExpiryInvalid: "Enter a real expiry date as MM/YY, for example 12/29.",
  cardExpiryPast: "Your card's expiry date is in the past.",
  cardCvcRequired: "Enter your card's security code (CVC).",
  cardCvcInvalid: "The security code (CVC) is 3 or 4 digits.",
  paymentIntentMissing: "This link does not name a payment.",
  paymentDetailsFailed: "Payment details could not be loaded right now.",
  paymentProcessing:
    "Your payment is still being processed. Check again in a moment.",
  paymentRefunded:
    "This room went to another student before your payment completed, so your payment was refunded.",
  paymentNotCompleted:
    "This payment was not completed, and you have not been charged.",
  checkAgain: "Check again",
} as const;

export type MessageKey = keyof typeof messages;
