// The slice of the database schema (docs/sql-contract.md) the server touches, in supabase-js's typed-schema shape.

// Type aliases, not interfaces: supabase-js requires rows assignable to Record<string, unknown>.
type Row<T> = { Row: T; Insert: Partial<T>; Update: Partial<T>; Relationships: [] };

type BookingRow = {
  id: number;
  room_id: number;
  user_id: string;
  payment_intent_id: string | null;
  amount_minor: number;
  currency: string;
  status: 'held' | 'paid' | 'expired' | 'refunded';
};

export type Database = {
  public: {
    Tables: { bookings: Row<BookingRow> };
    Views: Record<never, never>;
    Functions: {
      hold_room: {
        Args: {
          p_room_id: number;
          p_hostel_name: string;
          p_user_id: string;
          p_hold_minutes: number;
          p_currency: string;
          p_name: string;
          p_email: string;
          p_state: string;
          p_city: string;
          p_pincode: string;
          p_user_type: string;
          p_description: string;
        };
        Returns: unknown;
      };
      attach_payment_intent: { Args: { p_booking_id: number; p_payment_intent_id: string }; Returns: unknown };
      finalise_booking: { Args: { p_payment_intent_id: string }; Returns: unknown };
      mark_booking_refunded: { Args: { p_payment_intent_id: string }; Returns: unknown };
      release_booking: { Args: { p_payment_intent_id: string }; Returns: unknown };
      release_expired_holds: { Args: Record<never, never>; Returns: unknown };
      resolve_application: { Args: { p_application_id: string; p_admin_email: string }; Returns: unknown };
      resolve_complaint: { Args: { p_complaint_id: number; p_admin_email: string }; Returns: unknown };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
