// The rows the admin area reads: every column of application_table and complaints_table it shows.

export interface AdminApplication {
  id: number;
  application_id: string;
  application_type: string;
  description: string;
  status: boolean;
  /** approved | rejected once decided (status true); null while pending. */
  decision: string | null;
  /** What the office told the student with its decision. */
  decision_note: string | null;
  email: string;
  /** The student's account (null when it has been deleted). */
  user_id: string | null;
  /** The student as the office names them (name and roll number), read for exports only. */
  student_name?: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

export interface AdminComplaint {
  id: number;
  complaint_type: string;
  complaint_category: string;
  complaint_description: string;
  urgency_level: string;
  resource_link: string;
  resolved: boolean;
  email: string;
  /** The student's account (null when it has been deleted). */
  user_id: string | null;
  /** The student as the office names them (name and roll number), read for exports only. */
  student_name?: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  /** When the office must have answered, from the urgency. */
  due_at: string;
  /** Set by Mark in progress (or the office's first reply). */
  in_progress_at: string | null;
  /** The office's first reply, or the resolution if it came first. */
  answered_at: string | null;
  assigned_to: string | null;
  assigned_email: string | null;
}

export interface HostelOccupancy {
  hostel: string;
  total: number;
  free: number;
  occupied: number;
}
