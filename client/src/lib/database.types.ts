// The slice of the database schema (docs/sql-contract.md) the browser may touch, typed for supabase-js.

type Timestamp = string;

/** Only the columns anon/authenticated may select; person1, occupant_id and held_by are server-only. */
export type HostelRoomRow = {
  id: number;
  hostel_name: "Kanhar" | "Gopad" | "Indravati" | "Shivnath";
  wing_name: string;
  room_number: number;
  occupancy: number;
  status: boolean;
  accessible: boolean;
  price_minor: number;
  held_until: Timestamp | null;
};

export type ApplicationType = "Room Change" | "Hostel Change" | "Other";

export type ApplicationRow = {
  id: number;
  application_id: string;
  application_type: ApplicationType;
  description: string;
  status: boolean;
  email: string;
  user_id: string | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
};

export type ApplicationInsert = {
  application_type: ApplicationType;
  description: string;
  status?: boolean;
  email?: string;
  user_id?: string;
};

export type UrgencyLevel = "low" | "medium" | "high";

export type ComplaintRow = {
  id: number;
  complaint_type: string;
  complaint_category: string;
  complaint_description: string;
  urgency_level: UrgencyLevel;
  resource_link: string;
  resolved: boolean;
  email: string;
  user_id: string | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
};

export type ComplaintInsert = {
  complaint_type: string;
  complaint_category: string;
  complaint_description: string;
  urgency_level: UrgencyLevel;
  resource_link?: string;
  resolved?: boolean;
  email?: string;
  user_id?: string;
};

export type BookingRow = {
  id: number;
  room_id: number;
  user_id: string;
  payment_intent_id: string | null;
  amount_minor: number;
  currency: string;
  status: "held" | "paid" | "expired" | "refunded";
  name: string;
  email: string;
  state: string;
  city: string;
  pincode: string;
  user_type: "student" | "guest";
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
};

export type NoticeRow = {
  id: number;
  title: string;
  body: string;
  published_at: Timestamp;
};

export type NewsletterInsert = { email: string };

type ReadOnly = Record<string, never>;

export type Database = {
  public: {
    Tables: {
      hostel_room: {
        Row: HostelRoomRow;
        Insert: ReadOnly;
        Update: ReadOnly;
        Relationships: [];
      };
      application_table: {
        Row: ApplicationRow;
        Insert: ApplicationInsert;
        Update: ReadOnly;
        Relationships: [];
      };
      complaints_table: {
        Row: ComplaintRow;
        Insert: ComplaintInsert;
        Update: ReadOnly;
        Relationships: [];
      };
      bookings: {
        Row: BookingRow;
        Insert: ReadOnly;
        Update: ReadOnly;
        Relationships: [];
      };
      notices: {
        Row: NoticeRow;
        Insert: ReadOnly;
        Update: ReadOnly;
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: { id: number; email: string; created_at: Timestamp };
        Insert: NewsletterInsert;
        Update: ReadOnly;
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: {
      room_availability: {
        Args: Record<never, never>;
        Returns: {
          hostel_name: HostelRoomRow["hostel_name"];
          free: number;
          total: number;
        }[];
      };
      application_status: {
        Args: { p_application_id: string };
        Returns: boolean | null;
      };
      complaint_status: {
        Args: { p_complaint_id: number };
        Returns: boolean | null;
      };
      is_admin: { Args: Record<never, never>; Returns: boolean };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
