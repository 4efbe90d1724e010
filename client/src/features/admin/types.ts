// The rows the admin area reads: every column of application_table and complaints_table it shows.

export interface AdminApplication {
  id: number;
  application_id: string;
  application_type: string;
  description: string;
  status: boolean;
  email: string;
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
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

export interface HostelOccupancy {
  hostel: string;
  total: number;
  free: number;
  occupied: number;
}
