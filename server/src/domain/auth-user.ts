// Who is asking, as the domain sees it: the verified identity a request carries, with no trace of HTTP.
export interface AuthUser {
  id: string;
  email: string | null;
  isAdmin: boolean;
}
